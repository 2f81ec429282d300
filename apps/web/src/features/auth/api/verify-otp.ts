import type { AuthSuccessResponse, VerifyOtpRequest } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { api, serverMessageOr } from '../../../lib/api-client';

/** POST verify-otp: signs the phone's owner in (SPEC §7 "Signup and login"). */
export const verifyOtp = (body: VerifyOtpRequest) =>
  api.post<AuthSuccessResponse>('verify-otp', { ...body });

export const verifyOtpError = (error: unknown) =>
  serverMessageOr(error, MESSAGES.phoneLogin.verifyFailed);
