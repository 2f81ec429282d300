import { describe, expect, it } from 'vitest';
import {
  loginFormSchema,
  loginRequestSchema,
  registerFormSchema,
  registerRequestSchema,
  sendOtpRequestSchema,
  signupFieldsSchema,
  verifyOtpRequestSchema,
} from './auth.ts';

const valid = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone_number: '9876543210',
  password: 'Kanak@2024',
  password_confirmation: 'Kanak@2024',
};
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the signup schemas', () => {
  it('word a mismatch for the form and for the server as SPEC §5 and §8 expect', () => {
    const mismatch = { ...valid, password_confirmation: 'Kanak@2025' };
    expect(messagesOf(registerFormSchema.safeParse(mismatch))).toEqual({ password_confirmation: 'Passwords do not match.' });
    expect(messagesOf(registerRequestSchema.safeParse(mismatch))).toEqual({
      password_confirmation: 'The password field confirmation does not match.',
    });
  });

  it('report the mismatch alongside other mistakes', () => {
    const result = registerFormSchema.safeParse({ ...valid, name: '', password_confirmation: 'other' });
    expect(Object.keys(messagesOf(result)).sort()).toEqual(['name', 'password_confirmation']);
  });

  it('drop fields nobody may set', () => {
    const parsed = registerRequestSchema.parse({ ...valid, role: 'admin', user_id: 1 });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('user_id');
  });

  it('trim and lower-case the e-mail', () => {
    expect(registerRequestSchema.parse({ ...valid, email: ' Asha@Example.IN ' }).email).toBe('asha@example.in');
  });

  it('share the field rules, so a form can extend them (terms box)', () => {
    expect(signupFieldsSchema.extend({}).safeParse(valid).success).toBe(true);
  });

  it.each(['Kanak@2024', 'a1B@aaaa', 'Zz9#Zz9#', 'Pass=word1', 'Strong!Pass9'])('accept the password %j', (password) => {
    expect(registerRequestSchema.safeParse({ ...valid, password, password_confirmation: password }).success).toBe(true);
  });
});

describe('the login schemas', () => {
  it('ask for both fields on the server and leave strength to the form', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@example.in', password: 'weak' }).success).toBe(true);
    expect(messagesOf(loginFormSchema.safeParse({ email: 'a@example.in', password: 'weak' })).password).toMatch(
      /^Password must be at least 8 characters long/,
    );
    expect(messagesOf(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Please enter your email.',
      password: 'Please enter your password.',
    });
  });
});

describe('the phone login schemas', () => {
  it.each([
    ['9876543210', true],
    ['6000000000', true],
    ['5999999999', false],
    ['987654321', false],
    ['98765 43210', false],
  ])('take %j as a mobile number: %s', (phone, ok) => {
    expect(sendOtpRequestSchema.safeParse({ phone_number: phone }).success).toBe(ok);
  });

  it('want six digits of OTP', () => {
    expect(verifyOtpRequestSchema.safeParse({ phone_number: '9876543210', otp: '012345' }).success).toBe(true);
    expect(messagesOf(verifyOtpRequestSchema.safeParse({ phone_number: '9876543210', otp: '12345a' }))).toEqual({
      otp: 'Invalid or expired OTP',
    });
  });
});
