import { describe, expect, it } from 'vitest';
import { announcement, moveActive, NONE } from './combobox';

describe('the search suggestions keyboard', () => {
  it('takes ArrowDown from the box to the first option and ArrowUp to the last', () => {
    expect(moveActive(NONE, 5, 1)).toBe(0);
    expect(moveActive(NONE, 5, -1)).toBe(4);
  });

  it('steps through the options and wraps round both ends', () => {
    expect(moveActive(1, 5, 1)).toBe(2);
    expect(moveActive(4, 5, 1)).toBe(0);
    expect(moveActive(0, 5, -1)).toBe(4);
  });

  it('has nowhere to go without suggestions', () => {
    expect(moveActive(NONE, 0, 1)).toBe(NONE);
  });
});

describe('the search suggestions announcement', () => {
  it('counts what arrived, or says there is nothing', () => {
    expect(announcement(8)).toBe('8 suggestions available');
    expect(announcement(1)).toBe('1 suggestion available');
    expect(announcement(0)).toBe('No suggestions');
  });
});
