/**
 * Sign-up and OTP sign-in, the rules a mutation run of `auth.service.ts` (register, sendLoginOtp,
 * loginWithOtp) and `auth.repository.ts` found no test for (issue 37). Each test uses its own
 * phone numbers and addresses (9000000400 onwards), so none depends on another's leftovers.
 */
import { randomBytes } from 'node:crypto';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { ensureAdmin } from '../../startup.ts';
import { ageOtps, sessionCookie, signup } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';
import { findUsersByEmail, updatePendingUser } from './auth.repository.ts';
import { register, type AuthContext } from './auth.service.ts';
import { issueOtp } from './otp.service.ts';
import { deriveKey } from './secrets.ts';

setupRecordedApp();

const PHONE_TAKEN = {
  message: 'The phone number is already registered.',
  errors: { phone_number: ['The phone number is already registered.'] },
};
const INVALID = { message: 'Invalid or expired OTP' };

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  r.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const me = async (token: string) =>
  (
    await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
  ).json().user;
const userWithPhone = async (phone: string) =>
  t.app.database.db.select().from(schema.users).where(eq(schema.users.phoneNumber, phone));
/** Signs in with the newest code texted to the phone; the answer as given. */
const signInByCode = async (phone: string) =>
  post('verify-otp', { phone_number: phone, otp: await r.otpFor(phone) });

describe('a signup refused', () => {
  it('names the phone first when both the number and the address are taken: the client sends them to sign in by OTP', async () => {
    const taken = signup(400);
    const token = await r.registerAndVerify(taken);
    await t.app.database.db
      .update(schema.users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(schema.users.id, (await me(token)).id));

    const res = await post(
      'register',
      signup(401, { phone_number: taken.phone_number, email: taken.email }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The phone number is already registered.',
      errors: {
        phone_number: ['The phone number is already registered.'],
        email: ['The email address is already registered.'],
      },
    });
  });

  it('for the 30 seconds’ wait changes nothing: the first details are the ones that sign in', async () => {
    const first = signup(402);
    expect((await post('register', first)).statusCode).toBe(200);
    const again = signup(403, {
      phone_number: first.phone_number,
      name: 'Too Soon',
      password: 'TooSoon@2024',
      password_confirmation: 'TooSoon@2024',
    });
    expect((await post('register', again)).statusCode).toBe(429);

    const session = await signInByCode(first.phone_number);
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ name: first.name, email: first.email });
    expect((await post('login', { email: first.email, password: first.password })).statusCode).toBe(
      200,
    );
    expect((await post('login', { email: again.email, password: again.password })).statusCode).toBe(
      401,
    );
  });

  it('of two signups racing for one new number makes one account; the other is told the number is taken (or to wait), never a server error', async () => {
    const one = signup(404);
    const two = signup(405, { phone_number: one.phone_number });
    const answers = await Promise.all([post('register', one), post('register', two)]);
    const [made, refused] = [...answers].sort((a, b) => a.statusCode - b.statusCode);
    expect(made?.statusCode).toBe(200);
    if (refused?.statusCode === 422) expect(refused.json()).toEqual(PHONE_TAKEN);
    else expect(refused?.statusCode).toBe(429);
    const rows = await userWithPhone(one.phone_number);
    expect(rows.map((u) => u.id)).toEqual([made?.json().user_id]);
  });

  it('with the placeholder number of a closed account: the closed account stays closed and nobody takes its row', async () => {
    const closing = signup(406);
    const token = await r.registerAndVerify(closing);
    const id = (await me(token)).id as number;
    const closed = await r.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: closing.password },
    });
    expect(closed.statusCode).toBeLessThan(300);
    const [erased] = await t.app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, id));
    const placeholder = defined(erased, 'the closed account').phoneNumber;
    expect(placeholder).not.toBe(closing.phone_number);

    const res = await post('register', signup(407, { phone_number: placeholder }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(PHONE_TAKEN);
    const [after] = await t.app.database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.id, id));
    expect(after).toEqual(erased);
  });
});

describe('a signup made', () => {
  it('stands when the verification e-mail cannot be sent: the account is made, the code texted, and the operator told which account', async () => {
    const sent: OutgoingMessage[] = [];
    const warnings: { fields: Record<string, unknown>; text: string }[] = [];
    const log = Object.assign(Object.create(t.app.log) as FastifyBaseLogger, {
      warn: (fields: Record<string, unknown>, text: string) => warnings.push({ fields, text }),
    });
    const deps: AuthContext = {
      database: t.app.database,
      log,
      messenger: {
        async send(message: OutgoingMessage) {
          if (message.channel === 'email') throw new Error('mail server down');
          sent.push(message);
        },
      },
      otpKey: randomBytes(32),
      emailKey: randomBytes(32),
      publicUrl: 'https://kanak.example',
    };
    const form = signup(408);

    const id = await register(deps, form);

    const [row] = await userWithPhone(form.phone_number);
    expect(row).toMatchObject({
      id,
      name: form.name,
      email: form.email,
      role: 'customer',
      phoneVerifiedAt: null,
    });
    expect(sent).toEqual([expect.objectContaining({ channel: 'sms', to: form.phone_number })]);
    expect(warnings).toEqual([
      {
        fields: expect.objectContaining({ userId: id, err: expect.any(Error) }),
        text: expect.stringMatching(/verification e-mail/),
      },
    ]);
  });
});

describe('the accounts behind an address', () => {
  it('let the signup that proved its phone sign in, however many unfinished signups typed the same address before it', async () => {
    const email = 'crowded@example.in';
    for (let n = 410; n < 416; n++)
      expect((await post('register', signup(n, { email }))).statusCode).toBe(200);
    const finished = signup(416, {
      email,
      password: 'Finished@2024',
      password_confirmation: 'Finished@2024',
    });
    const token = await r.registerAndVerify(finished);

    const login = await post('login', { email, password: finished.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe((await me(token)).id);
  });

  it('are the verified holder alone once one proved it', async () => {
    const email = 'proved@example.in';
    await r.registerAndVerify(signup(417, { email }));
    const owner = await r.registerAndVerify(signup(418, { email }));
    const ownerId = (await me(owner)).id as number;
    await t.app.database.db
      .update(schema.users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(schema.users.id, ownerId));

    expect((await findUsersByEmail(t.app.database.db, email)).map((u) => u.id)).toEqual([ownerId]);
  });
});

describe('a pending signup’s details', () => {
  it('are replaced only while its phone is unproved, and never an admin’s', async () => {
    const db = t.app.database.db;
    const proved = signup(420);
    const token = await r.registerAndVerify(proved);
    const id = (await me(token)).id as number;
    const values = {
      name: 'Late Racer',
      email: 'racer@example.in',
      phoneNumber: proved.phone_number,
      passwordHash: 'x',
    };
    expect(await updatePendingUser(db, id, values)).toBeUndefined();
    expect(await me(token)).toMatchObject({ name: proved.name, email: proved.email });

    await ensureAdmin(db, 'owner@kanak.example', 'LongAdmin@Passphrase1', '9876500420');
    const [admin] = await userWithPhone('9876500420');
    expect(
      await updatePendingUser(db, defined(admin, 'the admin').id, {
        ...values,
        phoneNumber: '9876500420',
      }),
    ).toBeUndefined();
    expect((await userWithPhone('9876500420'))[0]).toEqual(admin);
  });
});

describe('sign-in by OTP', () => {
  it('send-otp answers the account’s own id', async () => {
    const c = signup(421);
    const reg = await post('register', c);
    await ageOtps(t.app, c.phone_number, 31);
    const res = await post('send-otp', { phone_number: c.phone_number });
    expect(res.json()).toMatchObject({ success: true, user_id: reg.json().user_id });
  });

  it('refuses a six-digit code for a number with no account, and opens no session', async () => {
    const res = await post('verify-otp', { phone_number: '9000000422', otp: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('never signs an admin in, even with a code texted to the admin’s number', async () => {
    const phone = '9876500423';
    await ensureAdmin(t.app.database.db, 'boss@kanak.example', 'LongAdmin@Passphrase1', phone);
    expect((await post('send-otp', { phone_number: phone })).json().message).toBe(
      'No account uses this mobile number. Please sign up first.',
    );

    const deps = {
      database: t.app.database,
      messenger: t.app.messenger,
      log: t.app.log,
      otpKey: deriveKey(t.app.config.documentKey, 'otp'),
    };
    await issueOtp(deps, phone, 'login');
    const res = await signInByCode(phone);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(INVALID);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('keeps the day the number was first proved', async () => {
    const c = signup(424);
    await r.registerAndVerify(c);
    const proved = defined((await userWithPhone(c.phone_number))[0], 'the account').phoneVerifiedAt;
    await ageOtps(t.app, c.phone_number, 31);
    await post('send-otp', { phone_number: c.phone_number });
    expect((await signInByCode(c.phone_number)).statusCode).toBe(200);
    expect(
      defined((await userWithPhone(c.phone_number))[0], 'the account').phoneVerifiedAt,
    ).toEqual(proved);
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash, a token hash or an OTP', () => {
    expect(r.leaks()).toEqual([]);
  });
});
