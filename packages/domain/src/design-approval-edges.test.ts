/** workingDaysBetween refuses what is not a date instead of counting nothing (issue 37 survivor). */
import { describe, expect, it } from 'vitest';
import { workingDaysBetween } from './design-approval.ts';

describe('workingDaysBetween of a date that is not one', () => {
  it('is a RangeError naming both, on either side', () => {
    expect(() => workingDaysBetween('soon', '2026-03-05', [])).toThrow(new RangeError('Not ISO dates: soon, 2026-03-05'));
    expect(() => workingDaysBetween('2026-03-02', 'later', [])).toThrow(RangeError);
  });
});
