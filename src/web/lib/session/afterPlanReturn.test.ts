import { describe, expect, it } from 'vitest';
import { pathAfterPlan, planReturnOf, subscribeAndReturnTo } from './afterPlanReturn';

describe('afterPlanReturn', () => {
  it('follows only the allowed targets', () => {
    expect(pathAfterPlan('results', '/dashboard')).toBe('/results?continue=generate');
    expect(planReturnOf('results')).toBe('results');
  });

  it('falls back for anything else, so it is never an open redirect', () => {
    for (const value of [
      null,
      '',
      '/results',
      'https://evil.example',
      '//evil.example',
      'toString',
      'constructor',
      'RESULTS',
    ]) {
      expect(pathAfterPlan(value, '/dashboard')).toBe('/dashboard');
      expect(planReturnOf(value)).toBeNull();
    }
  });

  it('builds the subscribe link', () => {
    expect(subscribeAndReturnTo('results')).toBe('/subscribe?next=results');
  });
});
