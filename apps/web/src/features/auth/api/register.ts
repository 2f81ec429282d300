import type { RegisterRequest, RegisterResponse } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, api } from '../../../lib/api-client';

/** POST register: the new account, whose phone is then verified by OTP (SPEC §7). */
export const register = (body: RegisterRequest) =>
  api.post<RegisterResponse>('register', { ...body });

const { signup, generic } = MESSAGES;

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
