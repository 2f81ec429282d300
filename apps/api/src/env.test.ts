import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kanak-env-'));

describe('loadEnv', () => {
  it('gives a bare machine working defaults: sandbox payments, outbox messages, a generated key', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env.port).toBe(3000);
    expect(env.paymentProvider).toBe('sandbox');
    expect(env.messenger).toBe('outbox');
    expect(env.documentKey).toHaveLength(32);
    expect(loadEnv({ DATA_DIR: dataDir }).documentKey.equals(env.documentKey)).toBe(true);
  });

  it('refuses to start in production with the sandbox, the outbox or a missing secret', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox is not allowed in production[\s\S]*MESSENGER=outbox[\s\S]*DOCUMENT_KEY is required/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/RAZORPAY_KEY_ID is required/);
  });

  it('starts in production with the sandbox only when ALLOW_SANDBOX=1 is explicit', () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox', ALLOW_SANDBOX: '1' });
    expect(env.paymentProvider).toBe('sandbox');
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', DOCUMENT_KEY: 'c2hvcnQ=' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DOCUMENT_KEY must be 32 bytes/,
    );
  });
});
