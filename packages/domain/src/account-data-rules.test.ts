/**
 * The account-data rules of ARCHITECTURE §12 (decision 055) the mutation run of issue 37 found with
 * no unit test: how long tax records outlive a closed account, the one credential that closes it,
 * and the pseudonym left on its orders.
 */
import { describe, expect, it } from 'vitest';
import { closeAccountRequestSchema, closedCustomerName, PRIVACY_MESSAGES, taxRecordsKeptUntil } from './account-data.ts';
import { PASSWORD_MAX_LENGTH } from './account.ts';

describe('taxRecordsKeptUntil (CGST Act s. 36: 72 months from the annual return’s due date)', () => {
  it('keeps a year’s records six years past the 31 December after the financial year starts', () => {
    // FY 2026-27: annual return due 31 Dec 2027; 72 months on is 31 Dec 2033.
    expect(taxRecordsKeptUntil(new Date('2026-11-27T10:00:00Z'))).toBe('2033-12-31');
    expect(taxRecordsKeptUntil(new Date('2026-04-01T00:00:00+05:30'))).toBe('2033-12-31');
  });
  it('counts the financial year in India time: 31 March late evening UTC is already April', () => {
    expect(taxRecordsKeptUntil(new Date('2027-03-31T18:29:59Z'))).toBe('2033-12-31');
    expect(taxRecordsKeptUntil(new Date('2027-03-31T18:30:00Z'))).toBe('2034-12-31');
  });
});

describe('closeAccountRequestSchema', () => {
  const refusal = (body: unknown) => {
    const result = closeAccountRequestSchema.safeParse(body);
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('takes the password or the 6-digit code, one of them', () => {
    expect(refusal({ password: 'Secret#123' })).toBeNull();
    expect(closeAccountRequestSchema.parse({ otp: ' 123456 ' })).toEqual({ otp: '123456' });
  });
  it('asks for a credential when there is none, or both', () => {
    expect(refusal({})).toEqual([['password', PRIVACY_MESSAGES.credentialRequired]]);
    expect(refusal({ password: 'Secret#123', otp: '123456' })).toEqual([['password', PRIVACY_MESSAGES.credentialRequired]]);
  });
  it('refuses a code that is not six digits, with the reason', () => {
    expect(refusal({ otp: '12345' })).toEqual([['otp', 'Please enter the 6-digit code.']]);
  });
  it('refuses an empty password and one longer than any password can be', () => {
    expect(refusal({ password: '' })).not.toBeNull();
    expect(refusal({ password: 'a'.repeat(PASSWORD_MAX_LENGTH) })).toBeNull();
    expect(refusal({ password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) })).not.toBeNull();
  });
});

describe('closedCustomerName', () => {
  it('is the pseudonym a closed account’s orders carry', () => {
    expect(closedCustomerName('7f3a')).toBe('Deleted customer #7f3a');
  });
});
