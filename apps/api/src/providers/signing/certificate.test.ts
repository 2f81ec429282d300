/**
 * The shop's signing certificate (ARCHITECTURE §9 "Signed"): SIGNING_P12 as a path or base64 with
 * its password; a self-signed demo one made once into DATA_DIR outside production; production
 * refuses to start without one unless ALLOW_SANDBOX.
 */
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { selfSignedP12 } from './certificate.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kanak-signing-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the signing certificate', () => {
  it('outside production is a self-signed demo certificate made once into DATA_DIR, readable by the shop only', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env.signing).toMatchObject({ demo: true, commonName: 'Kanak Fine Jewellery LLP' });
    const file = path.join(dataDir, 'signing-demo.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    // The second start opens the same bundle.
    expect(loadEnv({ DATA_DIR: dataDir }).signing.p12.equals(env.signing.p12)).toBe(true);
    expect(env.shop.signatory).toBe('Kanak Fine Jewellery LLP');
    expect(loadEnv({ DATA_DIR: dataDir, SHOP_SIGNATORY: 'Meera Shah, Designated Partner' }).shop.signatory).toBe('Meera Shah, Designated Partner');
  });

  it('refuses production without SIGNING_P12 unless ALLOW_SANDBOX', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SIGNING_P12 is required in production/);
    expect(loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox', ALLOW_SANDBOX: '1' }).signing.demo).toBe(true);
  });

  it('takes SIGNING_P12 as a path or as base64, opened with SIGNING_P12_PASSWORD, and names a wrong password', () => {
    const p12 = selfSignedP12('Zaveri Gold LLP', 'correct horse');
    const file = path.join(dataDir, 'shop.p12');
    writeFileSync(file, p12);
    for (const value of [file, p12.toString('base64')]) {
      const env = loadEnv({ DATA_DIR: dataDir, SIGNING_P12: value, SIGNING_P12_PASSWORD: 'correct horse' });
      expect(env.signing).toMatchObject({ demo: false, commonName: 'Zaveri Gold LLP' });
    }
    expect(() => loadEnv({ DATA_DIR: dataDir, SIGNING_P12: file, SIGNING_P12_PASSWORD: 'wrong' })).toThrow(/SIGNING_P12 could not be opened with SIGNING_P12_PASSWORD/);
    expect(() => loadEnv({ DATA_DIR: dataDir, SIGNING_P12: 'no-such-file.p12' })).toThrow(/SIGNING_P12 is neither a readable file nor a base64 PKCS#12 bundle/);
  });
});
