import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kanak-env-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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

  it('refuses production without the shop GSTIN, and a GSTIN whose check character is wrong anywhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SHOP_GSTIN is required in production/);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SHOP_GSTIN: '27AAPFU0939F1ZW' })).toThrow(/SHOP_GSTIN must be a valid/);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SHOP_GSTIN: '29AAGCB7383J1Z4', SHOP_ADDRESS: '1 MG Road\nBengaluru 560001' });
    expect(env.shop).toMatchObject({ gstin: '29AAGCB7383J1Z4', state: 'Karnataka', stateCode: '29', address: ['1 MG Road', 'Bengaluru 560001'] });
  });

  it('refuses an owner password the login form could not take (SPEC §5: the strength rule holds at login too)', () => {
    const admin = { DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@kanak.test' };
    expect(() => loadEnv({ ...admin, ADMIN_PASSWORD: 'a long admin passphrase' })).toThrow(/ADMIN_PASSWORD needs a lower-case and an upper-case letter/);
    expect(loadEnv({ ...admin, ADMIN_PASSWORD: 'Owner@Kanak2026' }).admin?.email).toBe('owner@kanak.test');
  });

  it('gives the demo seller a name and a GSTIN that agree: an LLP, whose PAN says firm (F) and starts with its initial', () => {
    const { shop } = loadEnv({ DATA_DIR: dataDir });
    expect(shop.legalName).toMatch(/ LLP$/);
    expect(shop.gstin.charAt(5)).toBe('F');
    expect(shop.gstin.charAt(6)).toBe(shop.legalName.charAt(0));
  });

  it('refuses production without a DLT template id for every text, the one-time code included', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/SMS_TEMPLATE_ORDER_PLACED, [\s\S]*SMS_TEMPLATE_OTP are required in production \(DLT template ids\)/);
  });

  it('starts in production with the sandbox only when ALLOW_SANDBOX=1 is explicit', () => {
    const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENT_PROVIDER: 'sandbox', MESSENGER: 'outbox', ALLOW_SANDBOX: '1' });
    expect(env.paymentProvider).toBe('sandbox');
  });

  it('takes a relative WEB_DIST from where the shop was started', () => {
    expect(loadEnv({ DATA_DIR: dataDir, WEB_DIST: 'apps/web/dist' }).webDist).toBe(
      path.resolve('apps/web/dist'),
    );
    expect(loadEnv({ DATA_DIR: dataDir }).webDist).toBeUndefined();
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', DOCUMENT_KEY: 'c2hvcnQ=' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DOCUMENT_KEY must be 32 bytes/,
    );
  });

  it('keeps files on local disk unless S3 storage is asked for', () => {
    expect(loadEnv({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'local' });
  });

  it('refuses S3 storage with a missing setting, naming each one', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'shop' })).toThrow(
      /S3_REGION is required with STORAGE=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY[\s\S]*S3_PUBLIC_URL/,
    );
    // Naming a bucket is asking for S3 (ARCHITECTURE §1), so it is checked the same way.
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_BUCKET: 'shop' })).toThrow(/S3_REGION is required/);
    expect(() => loadEnv({ DATA_DIR: dataDir, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL must be an http\(s\) URL or a path/);
  });

  it('reads the S3 settings and tells the CSP which origin serves the media', () => {
    const s3 = { DATA_DIR: dataDir, STORAGE: 's3', S3_BUCKET: 'shop', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    const cdn = loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.kanak.example/media' });
    expect(cdn.storage).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.kanak.example/media',
    });
    expect(cdn.mediaOrigin).toBe('https://cdn.kanak.example');
    // The load balancer sends /media to the bucket: same origin, nothing for the CSP to add.
    expect(loadEnv({ ...s3, S3_PUBLIC_URL: '/media' }).mediaOrigin).toBeUndefined();
  });
});
