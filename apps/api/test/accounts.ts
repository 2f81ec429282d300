import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import { repliesSettled } from '../src/modules/auth/after-reply.ts';

/** A valid signup, unique per `n` (phone 9000000000 + n, e-mail customer{n}@example.in). */
export function signup(n: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `Customer ${n}`,
    email: `customer${n}@example.in`,
    phone_number: String(9_000_000_000 + n),
    password: 'Kanak@2024',
    password_confirmation: 'Kanak@2024',
    ...overrides,
  };
}

/**
 * Every response a test sees, so a file can assert at the end that no body ever carried a
 * password hash, a token hash or an OTP outside the dev outbox.
 */
export class Recorder {
  readonly bodies: { url: string; body: string; headers: string }[] = [];
  /** Every OTP read from the outbox. */
  readonly codes: string[] = [];

  constructor(private readonly app: App) {}

  async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await this.app.inject(options);
    this.bodies.push({ url: String(options.url), body: res.body, headers: JSON.stringify(res.headers) });
    return res;
  }

  /** The newest SMS code the outbox holds for `phone`, read as a developer would. */
  async otpFor(phone: string): Promise<string> {
    // password/forgot texts after answering: its code is in once the work after answers is done.
    await repliesSettled();
    const res = await this.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    const sms = (res.json().messages as { channel: string; body: string }[]).find((m) => m.channel === 'sms');
    const code = sms && /\b(\d{6})\b/.exec(sms.body)?.[1];
    if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
    this.codes.push(code);
    return code;
  }

  /** Responses (body and headers) that carry a secret marker or a code seen in the outbox. */
  leaks(): string[] {
    const found: string[] = [];
    for (const { url, body, headers } of this.bodies) {
      for (const marker of SECRET_MARKERS) {
        if (body.includes(marker) || headers.includes(marker)) found.push(`${url} carries ${marker}`);
      }
      // A code standing alone, not six digits that happen to sit inside a random token.
      for (const code of this.codes) {
        if (new RegExp(`(?<![\\w-])${code}(?![\\w-])`).test(body)) found.push(`${url} carries OTP ${code}`);
      }
    }
    return found;
  }

  /** Registers `payload`, verifies its OTP and returns the session token. */
  async registerAndVerify(payload: ReturnType<typeof signup>): Promise<string> {
    const reg = await this.inject({ method: 'POST', url: '/api/register', payload });
    if (reg.statusCode !== 200) throw new Error(`register answered ${reg.statusCode}: ${reg.body}`);
    const otp = await this.otpFor(payload.phone_number);
    const res = await this.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone_number: payload.phone_number, otp },
    });
    if (res.statusCode !== 200) throw new Error(`verify-otp answered ${res.statusCode}: ${res.body}`);
    return res.json().access_token as string;
  }
}

/** A multipart/form-data body of text fields, as the SPEC's client sends forms. */
export function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----kanak-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The `kanak_session` Set-Cookie of a response, parsed. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'kanak_session');
}

/** Moves a phone's OTP history `seconds` into the past, as if that time had gone by. */
export async function ageOtps(app: App, phone: string, seconds: number): Promise<void> {
  await app.database.db.execute(
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}),
        expires_at = expires_at - make_interval(secs => ${seconds}) where phone_number = ${phone}`,
  );
}

/** What no response may ever contain (ARCHITECTURE §5 accounts; OWASP ASVS V3/V8). */
export const SECRET_MARKERS = ['password_hash', 'passwordHash', '$argon2', 'token_hash', 'tokenHash', 'code_hash'];

/** The tokens of the verification links mailed to `email`, newest first, read from the dev outbox. */
export async function emailLinkTokens(app: App, email: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json().messages as { channel: string; body: string }[])
    .filter((m) => m.channel === 'email')
    .map((m) => /[?&]token=([^\s&]+)/.exec(m.body)?.[1])
    .filter((token): token is string => token !== undefined)
    .map(decodeURIComponent);
}

/** Verifies the account's address as its owner does: the newest mailed link, posted with the session. */
export async function verifyEmailOf(app: App, email: string, session: string): Promise<void> {
  const [token] = await emailLinkTokens(app, email);
  const res = await app.inject({ method: 'POST', url: '/api/email/verify', payload: { token }, headers: { authorization: `Bearer ${session}` } });
  if (res.statusCode !== 200) throw new Error(`email/verify answered ${res.statusCode}: ${res.body}`);
}
