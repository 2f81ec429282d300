import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

/*
 * How a password is kept (ARCHITECTURE §1), as a security reviewer reads it: argon2id with the
 * OWASP ASVS 5.0 parameters, a salt of its own each time, and a stored value that is not a hash
 * opens nothing.
 */

describe('a stored password', () => {
  it('is an argon2id hash with m = 19 MiB, t = 2, p = 1, never the password itself', async () => {
    const stored = await hashPassword('Gold-Bangle-2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(stored).not.toContain('Gold-Bangle-2026');
  });

  it('is salted: the same password kept twice gives two different hashes, each of which opens', async () => {
    const first = await hashPassword('Gold-Bangle-2026');
    const second = await hashPassword('Gold-Bangle-2026');
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'Gold-Bangle-2026')).toBe(true);
    expect(await verifyPassword(second, 'Gold-Bangle-2026')).toBe(true);
  });

  it('opens for its own password only, to the letter', async () => {
    const stored = await hashPassword('Gold-Bangle-2026');
    expect(await verifyPassword(stored, 'gold-bangle-2026')).toBe(false);
    expect(await verifyPassword(stored, 'Gold-Bangle-2026 ')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('that is damaged or not a hash at all opens nothing, and answers "no" rather than failing', async () => {
    const stored = await hashPassword('Gold-Bangle-2026');
    for (const damaged of [
      'Gold-Bangle-2026',
      '',
      'not-a-hash',
      stored.slice(0, 30),
      stored.replace('argon2id', 'argon9'),
    ]) {
      await expect(verifyPassword(damaged, 'Gold-Bangle-2026')).resolves.toBe(false);
    }
  });
});
