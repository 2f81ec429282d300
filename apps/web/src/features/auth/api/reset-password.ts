import type { MessageResponse, PasswordResetRequest } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, api } from '../../../lib/api-client';

/** Sets the new password and ends every session of the account (ARCHITECTURE §8). */
export const resetPassword = (body: PasswordResetRequest) =>
  api.post<MessageResponse>('password/reset', { ...body });

export interface ResetFailure {
  message: string;
  fields: Partial<Record<'otp' | 'password' | 'password_confirmation', string>>;
}

/** A refused reset: the server's words, under the field they are about when it names one. */
export function resetError(error: unknown): ResetFailure {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return { message: MESSAGES.generic.wrong, fields: {} };
  }
  const fields: ResetFailure['fields'] = {};
  for (const key of ['otp', 'password', 'password_confirmation'] as const) {
    const first = error.errors?.[key]?.[0];
    if (first) fields[key] = first;
  }
  // A wrong or expired code is said about the code, even when the answer names no field.
  if (!fields.otp && error.message === MESSAGES.phoneLogin.otpInvalid) fields.otp = error.message;
  return { message: error.message, fields };
}
