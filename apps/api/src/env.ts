import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ALLOWED_LOSS_PERCENT, DEFAULT_DESIGN_ROUNDS, DEFAULT_OLD_GOLD_DEDUCTION_PERCENT, DEFAULT_PAN_REQUIRED_ABOVE, DEMO_GSTIN, isValidGstin, PASSWORD_PATTERN, stateOfGstin } from '@kanak/domain';
import { SMS_TEMPLATE_NAMES, smsTemplateVariable, type SmsTemplateName } from '@kanak/domain/notifications';
import { z } from 'zod';
import { demoCertificate, openP12, readP12, SigningCertificateError, type SigningCertificate } from './providers/signing/certificate.ts';
import type { S3Settings } from './providers/storage/s3.ts';

/** The one place that reads process.env (create-t3-turbo rule; ARCHITECTURE §3). */
const boolish = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  MESSENGER: z.enum(['outbox', 'live']).optional(),
  SMTP_URL: z.string().url().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** WhatsApp Cloud API (ARCHITECTURE §12): the system user's token and the sending number's id. */
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().regex(/^\d+$/, 'WHATSAPP_PHONE_NUMBER_ID is the numeric id Meta gives the sending number').optional(),
  /** The language code the WhatsApp templates were approved in. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).max(10).default('en'),
  /** The Graph API base (a version); another only for a stand-in. */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  /** SMS_TEMPLATE_<EVENT> and SMS_TEMPLATE_OTP: each text's DLT template id (Indian carriers drop unregistered texts). */
  ...Object.fromEntries(SMS_TEMPLATE_NAMES.map((event) => [smsTemplateVariable(event), z.string().trim().regex(/^\d{1,30}$/, 'a DLT template id is digits').optional()])),
  DOCUMENT_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'DOCUMENT_KEY must be 32 bytes, base64')
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12).optional(),
  /** The owner's mobile number: the one-time code that gets past a password lockout goes there (decision 046). */
  ADMIN_PHONE: z.string().regex(/^[6-9]\d{9}$/, 'ADMIN_PHONE must be a 10-digit Indian mobile number').optional(),
  SEED_DEMO: boolish.optional(),
  ALLOW_SANDBOX: boolish.optional(),
  PAN_REQUIRED_ABOVE: z.coerce.number().int().positive().default(DEFAULT_PAN_REQUIRED_ABOVE),
  /** A workshop job losing more fine gold than this percentage is flagged (ARCHITECTURE §10). */
  ALLOWED_LOSS_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_ALLOWED_LOSS_PERCENT),
  /** Design rounds an order may have at stage CAD (ARCHITECTURE §10; decision 053). */
  DESIGN_ROUNDS: z.coerce.number().int().min(1).max(20).default(DEFAULT_DESIGN_ROUNDS),
  /** Taken off the value of a customer's old gold, in percent (ARCHITECTURE §11; decision 059). */
  OLD_GOLD_DEDUCTION_PERCENT: z.coerce.number().min(0).max(50).default(DEFAULT_OLD_GOLD_DEDUCTION_PERCENT),
  SHOP_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  /** Lines separated by commas or new lines. */
  SHOP_ADDRESS: z.string().trim().min(1).max(500).optional(),
  SHOP_GSTIN: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidGstin, 'SHOP_GSTIN must be a valid 15-character GSTIN (its check character did not match)')
    .optional(),
  /** Who signs the documents for the shop, as the visible signature block names them. */
  SHOP_SIGNATORY: z.string().trim().min(1).max(120).optional(),
  /** The jeweller's BIS registration (hallmarking scheme), printed on every tax invoice. */
  SHOP_BIS_REGISTRATION: z.string().trim().min(1).max(40).optional(),
  /** The BIS hallmarking charge per piece (rupees) the making charge recovers, printed on the invoice. */
  SHOP_HALLMARKING_CHARGE: z.coerce.number().min(0).max(10_000).optional(),
  /** The shop's document-signing certificate: a .p12/.pfx path, or the file in base64. */
  SIGNING_P12: z.string().trim().min(1).optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(3000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  TRUST_PROXY: boolish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'readable']).optional(),
  WEB_DIST: z.string().optional(),
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .string()
    .refine((v) => /^https?:\/\/[^/]/.test(v) || /^\/(?!\/)/.test(v), 'S3_PUBLIC_URL must be an http(s) URL or a path starting with /')
    .optional(),
});

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string | undefined;
  /**
   * The shop's absolute origin for canonical and sharing links, robots.txt and the sitemap:
   * PUBLIC_URL, else this server's own HOST and PORT. Never the request's Host header, which any
   * client writes (issue 35: host-header injection into canonical and og links).
   */
  siteOrigin: string;
  paymentProvider: 'sandbox' | 'razorpay';
  razorpay: { keyId: string; keySecret: string; webhookSecret: string };
  messenger: 'outbox' | 'live';
  smtpUrl: string | undefined;
  smsGatewayUrl: string | undefined;
  /** WhatsApp Cloud API settings (WHATSAPP_*); required with MESSENGER=live. */
  whatsApp: { token: string; phoneNumberId: string; language: string; apiUrl: string } | undefined;
  /** WhatsApp templates' language, also used by the outbox's copy. */
  whatsAppLanguage: string;
  /** Each text's DLT template id (SMS_TEMPLATE_<EVENT>, SMS_TEMPLATE_OTP); all are required in production. */
  smsTemplates: Partial<Record<SmsTemplateName, string>>;
  documentKey: Buffer;
  admin: { email: string; password: string; phone?: string } | undefined;
  seedDemo: boolean | undefined;
  panRequiredAbove: number;
  allowedLossPercent: number;
  designRounds: number;
  oldGoldDeductionPercent: number;
  /** The seller on tax documents: SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_GSTIN (a demo GSTIN outside production). */
  shop: { legalName: string; address: string[]; gstin: string; state: string; stateCode: string; signatory: string; bisRegistration: string | null; hallmarkingPaise: number | null };
  /** The certificate every PDF is signed with (SIGNING_P12; a self-signed one in DATA_DIR outside production). */
  signing: SigningCertificate;
  logLevel: string;
  /** JSON lines for log collectors (production), or lines a person reads (development). */
  logFormat: 'json' | 'readable';
  webDist: string | undefined;
  /** Requests a minute per address to login, register and the OTP calls. */
  authRateLimitPerMinute: number;
  /**
   * Requests a minute per address to the catalogue, search and the server-rendered pages: generous
   * enough for an office behind one address, a brake on floods of distinct reads that miss the cache.
   */
  publicRateLimitPerMinute: number;
  /**
   * A request's headers and body must have arrived within `requestMs` (else 408 and the connection
   * closes), and a connection that sends nothing for `idleMs` is closed: a stalled upload or a body
   * sent a byte at a time holds no socket for minutes.
   */
  timeouts: { requestMs: number; idleMs: number };
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Local disk under DATA_DIR, or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
  /** The origin public media is served from when it is not this site (the CSP must allow it). */
  mediaOrigin: string | undefined;
}

export class EnvError extends Error {}

/** The seller on every tax document (ARCHITECTURE §7); its state comes from the GSTIN. */
function shopOf(legalName: string | undefined, address: string | undefined, gstin: string): Omit<Env['shop'], 'signatory' | 'bisRegistration' | 'hallmarkingPaise'> {
  const state = stateOfGstin(gstin) ?? 'Maharashtra';
  return {
    legalName: legalName ?? 'Kanak Fine Jewellery LLP',
    address: (address ?? '2nd Floor, Jewel Chambers, 14 Dhanji Street, Zaveri Bazaar, Kalbadevi, Mumbai 400002, Maharashtra')
      .split(/\s*(?:\n|,)\s*/)
      .filter(Boolean),
    gstin,
    state,
    stateCode: gstin.slice(0, 2),
  };
}

/** Reads and checks the environment; in production refuses sandbox, outbox or missing secrets. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "unset", as in most deploy tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const paymentProvider = e.PAYMENT_PROVIDER ?? (production ? 'razorpay' : 'sandbox');
  const messenger = e.MESSENGER ?? (production ? 'live' : 'outbox');
  const dataDir = path.resolve(e.DATA_DIR);

  const problems: string[] = [];
  if (production && !e.ALLOW_SANDBOX) {
    if (paymentProvider === 'sandbox') problems.push('PAYMENT_PROVIDER=sandbox is not allowed in production');
    if (messenger === 'outbox') problems.push('MESSENGER=outbox is not allowed in production');
    if (!e.DOCUMENT_KEY) problems.push('DOCUMENT_KEY is required in production');
    // Tax invoices name the seller's GSTIN (CGST Rule 46): no real sale without one.
    if (!e.SHOP_GSTIN) problems.push('SHOP_GSTIN is required in production');
    if (!e.SHOP_LEGAL_NAME || !e.SHOP_ADDRESS) problems.push('SHOP_LEGAL_NAME and SHOP_ADDRESS are required in production');
    // Links in pages and messages name the shop's address; a request's Host header is no substitute.
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    // Every PDF is signed (ARCHITECTURE §9): a real shop signs with a certificate a CA issued.
    if (!e.SIGNING_P12) problems.push('SIGNING_P12 is required in production');
  }
  if (paymentProvider === 'razorpay') {
    for (const k of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!e[k]) problems.push(`${k} is required with PAYMENT_PROVIDER=razorpay`);
    }
  }
  if (messenger === 'live' && !e.SMTP_URL) problems.push('SMTP_URL is required with MESSENGER=live');
  if (messenger === 'live' && !e.SMS_GATEWAY_URL) problems.push('SMS_GATEWAY_URL is required with MESSENGER=live');
  if (messenger === 'live' && !e.WHATSAPP_TOKEN) problems.push('WHATSAPP_TOKEN is required with MESSENGER=live');
  if (messenger === 'live' && !e.WHATSAPP_PHONE_NUMBER_ID) problems.push('WHATSAPP_PHONE_NUMBER_ID is required with MESSENGER=live');
  const smsTemplates: Partial<Record<SmsTemplateName, string>> = {};
  for (const event of SMS_TEMPLATE_NAMES) {
    const id = (e as Record<string, unknown>)[smsTemplateVariable(event)];
    if (typeof id === 'string') smsTemplates[event] = id;
  }
  // TRAI's DLT rules: a text whose template is not registered is dropped by the carrier.
  const missingTemplates = SMS_TEMPLATE_NAMES.filter((event) => !smsTemplates[event]).map(smsTemplateVariable);
  if (production && !e.ALLOW_SANDBOX && missingTemplates.length > 0) {
    problems.push(`${missingTemplates.join(', ')} ${missingTemplates.length === 1 ? 'is' : 'are'} required in production (DLT template ids)`);
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (e.ADMIN_PHONE && !e.ADMIN_EMAIL) problems.push('ADMIN_PHONE needs ADMIN_EMAIL and ADMIN_PASSWORD');
  // The login form holds every password to SPEC §5's strength rule, so an owner's password without it could never be typed in.
  if (e.ADMIN_PASSWORD && !PASSWORD_PATTERN.test(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_PASSWORD needs a lower-case and an upper-case letter, a digit, one of @#$%^&+=! and no spaces (the login form asks this of every password)');
  }
  // S3 storage when asked for, or when a bucket is named (ARCHITECTURE §1 "S3-compatible when S3_* is set").
  const storageKind = e.STORAGE ?? (e.S3_BUCKET ? 's3' : 'local');
  if (storageKind === 's3') {
    for (const k of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const) {
      if (!e[k]) problems.push(`${k} is required with STORAGE=s3`);
    }
  }
  const shop = shopOf(e.SHOP_LEGAL_NAME, e.SHOP_ADDRESS, e.SHOP_GSTIN ?? DEMO_GSTIN);
  let signing: SigningCertificate | undefined;
  try {
    if (e.SIGNING_P12) signing = openP12(readP12(e.SIGNING_P12, process.cwd()), e.SIGNING_P12_PASSWORD ?? '');
    // Outside production a self-signed demo certificate, made once into DATA_DIR like document.key.
    else if (!production || e.ALLOW_SANDBOX) signing = demoCertificate(dataDir, shop.legalName);
  } catch (err) {
    if (!(err instanceof SigningCertificateError)) throw err;
    problems.push(err.message);
  }
  if (problems.length > 0 || !signing) throw new EnvError(`Refusing to start:\n  ${problems.join('\n  ')}`);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: e.PUBLIC_URL,
    siteOrigin: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : localOrigin(e.HOST, e.PORT),
    paymentProvider,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
      keySecret: e.RAZORPAY_KEY_SECRET ?? 'sandbox_secret',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? 'sandbox_webhook_secret',
    },
    messenger,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    whatsApp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? { token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, language: e.WHATSAPP_TEMPLATE_LANGUAGE, apiUrl: e.WHATSAPP_API_URL }
        : undefined,
    whatsAppLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
    smsTemplates,
    documentKey: e.DOCUMENT_KEY ? Buffer.from(e.DOCUMENT_KEY, 'base64') : localDocumentKey(dataDir),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, phone: e.ADMIN_PHONE } : undefined,
    seedDemo: e.SEED_DEMO,
    panRequiredAbove: e.PAN_REQUIRED_ABOVE,
    allowedLossPercent: e.ALLOWED_LOSS_PERCENT,
    designRounds: e.DESIGN_ROUNDS,
    oldGoldDeductionPercent: e.OLD_GOLD_DEDUCTION_PERCENT,
    shop: { ...shop, signatory: e.SHOP_SIGNATORY ?? (signing.commonName || shop.legalName), bisRegistration: e.SHOP_BIS_REGISTRATION ?? null, hallmarkingPaise: e.SHOP_HALLMARKING_CHARGE ? Math.round(e.SHOP_HALLMARKING_CHARGE * 100) : null },
    signing,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'production' ? 'json' : 'readable'),
    // Relative to where the shop was started, like DATA_DIR (the static file server needs it whole).
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: e.PUBLIC_RATE_LIMIT_PER_MINUTE,
    timeouts: { requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000, idleMs: e.IDLE_TIMEOUT_SECONDS * 1000 },
    trustProxy: e.TRUST_PROXY ?? false,
    storage:
      storageKind === 's3'
        ? {
            kind: 's3',
            bucket: s3Setting(e.S3_BUCKET, 'S3_BUCKET'),
            region: s3Setting(e.S3_REGION, 'S3_REGION'),
            endpoint: e.S3_ENDPOINT,
            accessKeyId: s3Setting(e.S3_ACCESS_KEY_ID, 'S3_ACCESS_KEY_ID'),
            secretAccessKey: s3Setting(e.S3_SECRET_ACCESS_KEY, 'S3_SECRET_ACCESS_KEY'),
            publicUrl: s3Setting(e.S3_PUBLIC_URL, 'S3_PUBLIC_URL'),
          }
        : { kind: 'local' },
    mediaOrigin: storageKind === 's3' && e.S3_PUBLIC_URL?.startsWith('http') ? new URL(e.S3_PUBLIC_URL).origin : undefined,
  };
}

/** This server's own address: a wildcard HOST (0.0.0.0, ::) is reached as localhost. */
function localOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** An S3 setting the checks above already required; the throw only guards a later edit of them. */
function s3Setting(value: string | undefined, name: string): string {
  if (!value) throw new EnvError(`${name} is required with STORAGE=s3`);
  return value;
}

/** Outside production a document key is generated once into DATA_DIR (ARCHITECTURE §3). */
function localDocumentKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'document.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
