import { describe, expect, it } from 'vitest';
import { deriveKey, hmacSha256, sameBytes, sha256Hex } from './secrets.ts';

/*
 * The key material behind OTP hashes, e-mail links, the owner's challenge and closed accounts'
 * pseudonyms, as a security reviewer checks it: one key per purpose from DOCUMENT_KEY, the same
 * key from one release to the next (stored OTP hashes, pseudonyms and mailed links depend on it),
 * standard SHA-256 and HMAC, and comparisons that neither throw nor stop at the first difference.
 */

const master = Buffer.alloc(32, 1);

describe('a key derived for one purpose', () => {
  it('is 32 bytes, is not the shop’s key itself, and is the same from one release to the next', () => {
    const otp = deriveKey(master, 'otp');
    expect(otp).toHaveLength(32);
    expect(otp.equals(master)).toBe(false);
    // HKDF-SHA256, no salt, info "kanak/otp": fixed once, so a change that orphans every stored
    // code hash and pseudonym fails here.
    expect(otp.toString('hex')).toBe(
      '0e5fb55f2262a7be6b56de1d2e590a86317542dc2db8ce286d1d8b5cd3d3dc06',
    );
    expect(deriveKey(Buffer.alloc(32, 1), 'otp').equals(otp)).toBe(true);
  });

  it('differs for every purpose and for every shop key, so one leaked key opens nothing else', () => {
    const labels = ['otp', 'email-verification', 'owner-code', 'pseudonym'];
    const keys = labels.map((label) => deriveKey(master, label).toString('hex'));
    expect(new Set(keys).size).toBe(labels.length);
    expect(deriveKey(Buffer.alloc(32, 2), 'otp').equals(deriveKey(master, 'otp'))).toBe(false);
  });
});

describe('hashes and their comparison', () => {
  it('SHA-256 and HMAC-SHA256 answer the published test vectors', () => {
    // FIPS 180-2's "abc"; the HMAC example of RFC 2104's common test (key "key").
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(
      hmacSha256(Buffer.from('key'), 'The quick brown fox jumps over the lazy dog').toString('hex'),
    ).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8');
  });

  it('two byte strings are the same only when every byte is, and a shorter guess is "no", not an error', () => {
    const code = hmacSha256(master, '9876543210:123456');
    expect(sameBytes(code, Buffer.from(code))).toBe(true);
    const lastByteWrong = Buffer.from(code);
    lastByteWrong[31] = (lastByteWrong[31] ?? 0) ^ 1;
    expect(sameBytes(code, lastByteWrong)).toBe(false);
    expect(sameBytes(code, code.subarray(0, 16))).toBe(false);
    expect(sameBytes(code.subarray(0, 16), code)).toBe(false);
    expect(sameBytes(code, Buffer.alloc(0))).toBe(false);
  });
});
