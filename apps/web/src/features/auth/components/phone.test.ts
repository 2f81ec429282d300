import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps only digits, at most ten', () => {
    expect(phoneDigits('98a76-5 43210')).toBe('9876543210');
    expect(phoneDigits('98765432109')).toBe('9876543210');
  });
  it('drops a pasted +91 or leading 0 instead of the last digits', () => {
    expect(phoneDigits('+91 98765 43210')).toBe('9876543210');
    expect(phoneDigits('098765 43210')).toBe('9876543210');
  });
  it('does not mistake a number starting 91 for a country code while typing', () => {
    expect(phoneDigits('91234567890')).toBe('9123456789');
  });
});

describe('formatPhone', () => {
  it('groups ten digits five and five', () => {
    expect(formatPhone('9876543210')).toBe('98765 43210');
  });
});
