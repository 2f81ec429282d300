import { describe, expect, it } from 'vitest';
import { EMPTY_CODE, enterDigits } from './otp-input';

describe('enterDigits', () => {
  it('puts a typed digit in its box and moves to the next', () => {
    expect(enterDigits(EMPTY_CODE, 0, '4')).toEqual({ code: ['4', '', '', '', '', ''], focus: 1 });
  });
  it('ignores letters and symbols', () => {
    expect(enterDigits(EMPTY_CODE, 2, 'a')).toEqual({ code: ['', '', '', '', '', ''], focus: 2 });
  });
  it('fills every box from a pasted six-digit code, wherever it is pasted', () => {
    expect(enterDigits(EMPTY_CODE, 3, '12 34-56')).toEqual({
      code: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
  });
  it('fills onwards from the box when fewer digits arrive', () => {
    expect(enterDigits(['9', '', '', '', '', ''], 1, '87')).toEqual({
      code: ['9', '8', '7', '', '', ''],
      focus: 3,
    });
  });
  it('stays on the last box once it is filled', () => {
    expect(enterDigits(['1', '2', '3', '4', '5', ''], 5, '6').focus).toBe(5);
  });
});
