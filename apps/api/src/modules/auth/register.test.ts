import { schema } from '@kanak/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ageOtps, multipart, signup, verifyEmailOf } from '../../../test/accounts.ts';
import { r, setupRecordedApp, t } from '../../../test/recorded-app.ts';

setupRecordedApp();

const register = (payload: Record<string, unknown>) => r.inject({ method: 'POST', url: '/api/register', payload });
const PASSWORD_RULE =
  'Password must be at least 8 characters long, include an uppercase letter, a lowercase letter, a number, and a special character.';

describe('signup validation (SPEC §5)', () => {
  it('names every missing field with its own message', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter a valid email address.'],
      phone_number: ['Please enter a valid 10-digit mobile number.'],
      password: [PASSWORD_RULE],
      password_confirmation: ['The password field confirmation does not match.'],
    });
    expect(res.json().message).toBe('Please enter your name.');
  });

  it('refuses a blank name', async () => {
    const res = await register(signup(100, { name: '   ' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Please enter your name.', errors: { name: ['Please enter your name.'] } });
  });

  it.each(['customer', 'customer@', '@example.in', 'a b@example.in', 'customer@example'])(
    'refuses the e-mail address %j',
    async (email) => {
      const res = await register(signup(101, { email }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
    },
  );

  it.each(['98765', '98765432101', '98765abcde', '+919876543210', ''])('refuses the phone number %j', async (phone) => {
    const res = await register(signup(102, { phone_number: phone }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone_number: ['Please enter a valid 10-digit mobile number.'] });
  });

  it.each([
    ['too short', 'Ka@1x'],
    ['no upper case letter', 'kanak@2024'],
    ['no lower case letter', 'KANAK@2024'],
    ['no digit', 'Kanak@Gold'],
    ['no special character', 'Kanak2024'],
    ['a special character outside @#$%^&+=!', 'Kanak*2024'],
    ['a space', 'Kanak @2024'],
  ])('refuses a password with %s', async (_why, password) => {
    const res = await register(signup(103, { password, password_confirmation: password }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [PASSWORD_RULE] });
  });

  it('answers a confirmation mismatch with the text the client maps to "Passwords do not match..."', async () => {
    const res = await register(signup(104, { password_confirmation: 'Kanak@2025' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The password field confirmation does not match.');
    expect(res.json().message).toContain('password field confirmation does not match');
  });

  it('writes nothing and sends nothing for a refused signup', async () => {
    const rows = await t.app.database.db.select().from(schema.users).where(eq(schema.users.phoneNumber, '9000000102'));
    expect(rows).toHaveLength(0);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9000000102' });
    expect(outbox.json().messages).toEqual([]);
  });
});

describe('a successful signup', () => {
  it('answers the user id and the SPEC message, and texts an OTP', async () => {
    const res = await register(signup(1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user_id: expect.any(Number), message: 'OTP sent successfully on your registered mobile number.' });
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=9000000001' });
    expect(outbox.json().messages[0].body).toMatch(
      /^Your Kanak OTP is \d{6}\. It is valid for 10 minutes\. Do not share it with anyone\.$/,
    );
  });

  it('sends a verification e-mail with a link', async () => {
    const outbox = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=customer1@example.in' });
    const [mail] = outbox.json().messages;
    expect(mail.channel).toBe('email');
    expect(mail.body).toMatch(/http:\/\/localhost:\d+\/api\/email\/verify\?token=[\w.%-]+/);
  });

  it('stores the e-mail trimmed and in lower case', async () => {
    const token = await r.registerAndVerify(signup(2, { email: '  Mixed.Case@Example.IN ' }));
    const me = await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.email).toBe('mixed.case@example.in');
  });

  it('ignores role, user_id and other fields it does not know', async () => {
    const token = await r.registerAndVerify(
      signup(3, { role: 'admin', user_id: 1, id: 1, email_verified_at: '2024-01-01', phone_verified_at: '2024-01-01' }),
    );
    const me = await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ role: 'customer', email_verified: false, phone_number: '9000000003' });
    expect(me.json().user.id).not.toBe(1);
  });

  it('accepts the form as multipart/form-data, as the SPEC client sends it', async () => {
    const form = multipart(signup(4));
    const res = await r.inject({ method: 'POST', url: '/api/register', ...form });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toEqual(expect.any(Number));
  });

  it('accepts the form URL-encoded', async () => {
    const res = await r.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(signup(5)).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('validates multipart fields like JSON ones', async () => {
    const form = multipart({ ...signup(6), phone_number: '123' });
    const res = await r.inject({ method: 'POST', url: '/api/register', ...form });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ phone_number: ['Please enter a valid 10-digit mobile number.'] });
  });
});

describe('numbers and addresses already in use', () => {
  let verified: ReturnType<typeof signup>;
  beforeAll(async () => {
    verified = signup(10);
    await r.registerAndVerify(verified);
    // Its owner opened the verification link: the address is theirs now.
    await t.app.database.db.update(schema.users).set({ emailVerifiedAt: sql`now()` }).where(eq(schema.users.email, verified.email));
  });

  it('refuses a verified account\'s phone with the text the client maps (SPEC §8)', async () => {
    const res = await register(signup(11, { phone_number: verified.phone_number }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The phone number is already registered.',
      errors: { phone_number: ['The phone number is already registered.'] },
    });
  });

  it('refuses a verified e-mail address, whatever its case', async () => {
    const res = await register(signup(12, { email: verified.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email address is already registered.',
      errors: { email: ['The email address is already registered.'] },
    });
  });

  it('reports both when both are taken', async () => {
    const res = await register(signup(13, { phone_number: verified.phone_number, email: verified.email }));
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'phone_number']);
  });
});

describe('a signup that was never verified', () => {
  const first = signup(20);

  it('may sign up again once the resend wait is over, replacing the pending details', async () => {
    const one = await register(first);
    expect(one.statusCode).toBe(200);

    const again = signup(21, { phone_number: first.phone_number, name: 'Second Try', password: 'Second@2024', password_confirmation: 'Second@2024' });
    const tooSoon = await register(again);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait (29|30) seconds before requesting another OTP\.$/);

    await ageOtps(t.app, first.phone_number, 31);
    const two = await register(again);
    expect(two.statusCode).toBe(200);
    expect(two.json().user_id).toBe(one.json().user_id);

    const token = await (async () => {
      const otp = await r.otpFor(first.phone_number);
      const res = await r.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: first.phone_number, otp } });
      return res.json().access_token as string;
    })();
    const me = await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user).toMatchObject({ name: 'Second Try', email: again.email });

    const oldPassword = await r.inject({ method: 'POST', url: '/api/login', payload: { email: again.email, password: first.password } });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await r.inject({ method: 'POST', url: '/api/login', payload: { email: again.email, password: 'Second@2024' } });
    expect(newPassword.statusCode).toBe(200);
  });

  it('never holds a stranger\'s e-mail address against its owner (ARCHITECTURE §8)', async () => {
    // Someone signs up, even finishes with their own phone, using an address that is not theirs.
    const squatter = signup(30, { email: 'wanted@example.in' });
    await r.registerAndVerify(squatter);
    // The real owner can still sign up with it, and signs in with it and their own password.
    const owner = signup(31, { email: 'wanted@example.in', password: 'Owner@Kanak1', password_confirmation: 'Owner@Kanak1' });
    const ownerToken = await r.registerAndVerify(owner);
    const ownerId = (await r.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${ownerToken}` } })).json().user.id;
    const login = (password: string) => r.inject({ method: 'POST', url: '/api/login', payload: { email: 'wanted@example.in', password } });
    expect((await login(owner.password)).json().user.id).toBe(ownerId);
    expect((await login(squatter.password)).statusCode).toBe(200);

    // The owner proves the address, signed in (the newest link in their inbox is their own): it is theirs alone.
    await verifyEmailOf(t.app, 'wanted@example.in', ownerToken);
    expect((await login(owner.password)).json().user.id).toBe(ownerId);
    expect((await login(squatter.password)).statusCode).toBe(401);
    const late = await register(signup(32, { email: 'wanted@example.in' }));
    expect(late.json().message).toBe('The email address is already registered.');
  });
});

describe('what leaves the API', () => {
  it('never carries a password hash, a token hash or an OTP', () => {
    expect(r.bodies.length).toBeGreaterThan(20);
    expect(r.leaks()).toEqual([]);
  });
});
