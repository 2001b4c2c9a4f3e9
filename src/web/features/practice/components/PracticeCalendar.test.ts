import { describe, expect, it } from 'vitest';
import { calendarRange, freezableDays, monthsFromStart } from './PracticeCalendar';

describe('the practice calendar', () => {
  it('asks for this month and the two before it, within the server’s 190-day limit', () => {
    expect(calendarRange('2026-11-24')).toEqual({ from: '2026-09-01', to: '2026-11-24' });
    expect(calendarRange('2026-01-31')).toEqual({ from: '2025-11-01', to: '2026-01-31' });
  });

  it('offers a freeze for missed days of the last 7 only, newest first', () => {
    const days = [
      { day: '2026-11-10', state: 'missed' as const },
      { day: '2026-11-18', state: 'missed' as const },
      { day: '2026-11-19', state: 'grace' as const },
      { day: '2026-11-21', state: 'missed' as const },
      { day: '2026-11-24', state: 'pending' as const },
    ];
    expect(freezableDays(days, '2026-11-24')).toEqual(['2026-11-21', '2026-11-18']);
  });

  it('starts at the month practice began in, not with months of "before you started"', () => {
    const days = [
      { day: '2026-09-30', state: 'before-start' as const },
      { day: '2026-10-31', state: 'before-start' as const },
      { day: '2026-11-26', state: 'before-start' as const },
      { day: '2026-11-27', state: 'pending' as const },
    ];
    expect([...monthsFromStart(days).keys()]).toEqual(['2026-11']);
    const begunInOctober = [
      { day: '2026-09-30', state: 'before-start' as const },
      { day: '2026-10-30', state: 'checked-in' as const },
      { day: '2026-11-02', state: 'missed' as const },
    ];
    expect([...monthsFromStart(begunInOctober).keys()]).toEqual(['2026-10', '2026-11']);
  });
});
