import type { MessageResponse, PasswordForgotRequest } from '@kanak/domain/contract/auth';
import { api } from '../../../lib/api-client';

/** Always the same answer; an OTP goes to the account's phone when one matches (ARCHITECTURE §8). */
export const forgotPassword = (body: PasswordForgotRequest) =>
  api.post<MessageResponse>('password/forgot', { ...body });
