import type { DayState } from '#shared/practice';
import { type IconProps, StrokeIcon } from '#web/components/ui/icons';

/**
 * How each day of the streak looks in the calendar: a colour AND a mark AND words (the state is
 * never told by colour alone, WCAG 1.4.1), so grace, frozen and missed days read apart.
 */
export const dayStateLooks: Record<
  DayState,
  { label: string; cell: string; Mark: ((props: IconProps) => React.JSX.Element) | null }
> = {
  'checked-in': {
    label: 'Checked in',
    cell: 'bg-linear-to-br from-dream-violet to-dream-pink text-night-950',
    Mark: (props) => (
      <StrokeIcon {...props}>
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </StrokeIcon>
    ),
  },
  grace: {
    label: 'Grace day',
    cell: 'border border-dream-gold/70 border-dashed bg-dream-gold/10 text-dream-gold',
    Mark: (props) => (
      <StrokeIcon {...props}>
        <path d="M12 20s-7-4.3-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.7-7 10-7 10Z" />
      </StrokeIcon>
    ),
  },
  frozen: {
    label: 'Freeze spent',
    cell: 'border border-sky-300/60 bg-sky-300/10 text-sky-200',
    Mark: (props) => (
      <StrokeIcon {...props}>
        <path d="M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9" />
      </StrokeIcon>
    ),
  },
  missed: {
    label: 'Missed',
    cell: 'border border-white/15 bg-night-950/60 text-ink-subtle',
    Mark: (props) => (
      <StrokeIcon {...props}>
        <path d="m7 7 10 10M17 7 7 17" />
      </StrokeIcon>
    ),
  },
  pending: {
    label: 'Today, not checked in yet',
    cell: 'border-2 border-dream-violet/70 text-ink',
    Mark: null,
  },
  'before-start': { label: 'Before you started', cell: 'text-ink-subtle', Mark: null },
};
