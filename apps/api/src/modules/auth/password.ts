import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP ASVS 5.0 parameters: m = 19 MiB, t = 2, p = 1 (ARCHITECTURE §1). */
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable under verbatimModuleSyntax */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
