import type { SendOtpResponse } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { ApiError, api, serverMessageOr } from '../../../lib/api-client';

/** POST send-otp: a code to the phone (SPEC §7 "Signup and login"). */
export const sendOtp = (phone_number: string) =>
  api.post<SendOtpResponse>('send-otp', { phone_number });

const { phoneLogin } = MESSAGES;

export const sendOtpError = (error: unknown) =>
  error instanceof ApiError && error.isNetworkError
    ? phoneLogin.sendError
    : serverMessageOr(error, phoneLogin.sendFailed);
