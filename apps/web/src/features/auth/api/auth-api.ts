import type {
  AuthSuccessResponse,
  LoginRequest,
  MessageResponse,
  PasswordForgotRequest,
  PasswordResetRequest,
  RegisterRequest,
  RegisterResponse,
  SendOtpResponse,
  VerifyOtpRequest,
} from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, api } from '../../../lib/api-client';

/** The account calls of SPEC §7 "Signup and login". The session itself is the httpOnly cookie. */
export const authApi = {
  login: (body: LoginRequest) => api.post<AuthSuccessResponse>('login', { ...body }),
  register: (body: RegisterRequest) => api.post<RegisterResponse>('register', { ...body }),
  sendOtp: (phone_number: string) => api.post<SendOtpResponse>('send-otp', { phone_number }),
  verifyOtp: (body: VerifyOtpRequest) => api.post<AuthSuccessResponse>('verify-otp', { ...body }),
  logout: () => api.post<MessageResponse>('logout'),
  /** Always the same answer; an OTP goes to the account's phone when one matches (ARCHITECTURE §8). */
  forgotPassword: (body: PasswordForgotRequest) =>
    api.post<MessageResponse>('password/forgot', { ...body }),
  /** Sets the new password and ends every session of the account. */
  resetPassword: (body: PasswordResetRequest) =>
    api.post<MessageResponse>('password/reset', { ...body }),
};

const { signup, login, phoneLogin, generic } = MESSAGES;

/** The server's words when it gave some, else the SPEC §8 fallback for this step. */
function said(error: unknown, fallback: string): string {
  return error instanceof ApiError && !error.isNetworkError ? error.message : fallback;
}

export const loginError = (error: unknown) => said(error, login.failed);
export const verifyOtpError = (error: unknown) => said(error, phoneLogin.verifyFailed);
export const sendOtpError = (error: unknown) =>
  error instanceof ApiError && error.isNetworkError
    ? phoneLogin.sendError
    : said(error, phoneLogin.sendFailed);

/** SPEC §8 "Registration": three server texts are reworded, the rest shown as received. */
export function registrationText(message: string): string {
  if (message.includes('phone number is already registered')) return signup.phoneTaken;
  if (message.includes('email address is already registered')) return signup.emailTaken;
  if (message.includes('password field confirmation does not match'))
    return signup.confirmationServer;
  return message;
}

export interface RegistrationFailure {
  message: string;
  fields: Partial<Record<keyof RegisterRequest, string>>;
}

export function registrationError(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiError)) return { message: signup.failed, fields: {} };
  if (error.isNetworkError) return { message: generic.wrong, fields: {} };
  const fields: RegistrationFailure['fields'] = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = messages[0];
    if (first) fields[field as keyof RegisterRequest] = registrationText(first);
  }
  return { message: registrationText(error.message || signup.failed), fields };
}

export interface ResetFailure {
  message: string;
  fields: Partial<Record<'otp' | 'password' | 'password_confirmation', string>>;
}

/** A refused reset: the server's words, under the field they are about when it names one. */
export function resetError(error: unknown): ResetFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return { message: generic.wrong, fields: {} };
  }
  const fields: ResetFailure['fields'] = {};
  for (const key of ['otp', 'password', 'password_confirmation'] as const) {
    const first = error.errors?.[key]?.[0];
    if (first) fields[key] = first;
  }
  // A wrong or expired code is said about the code, even when the answer names no field.
  if (!fields.otp && error.message === phoneLogin.otpInvalid) fields.otp = error.message;
  return { message: error.message, fields };
}
