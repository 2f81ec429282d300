import type { MessageResponse } from '@kanak/domain/contract/auth';
import { api } from '../../../lib/api-client';

/** Verifies the signed-in account's e-mail with the token of a mailed link (decision 044). */
export const verifyEmail = (token: string) => api.post<MessageResponse>('email/verify', { token });
