import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A key for one purpose, derived from DOCUMENT_KEY with HKDF-SHA256 and a label, so OTP hashes,
 * e-mail links and document encryption never share key material.
 */
export function deriveKey(master: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `kanak/${label}`, 32));
}

export function hmacSha256(key: Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Compares in constant time, so response timing does not reveal how many bytes matched. */
export function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
