import type { AuthSuccessResponse, LoginRequest } from '@kanak/domain/contract/auth';
import { MESSAGES } from '@kanak/domain/messages';
import { api, serverMessageOr } from '../../../lib/api-client';

/** POST login (SPEC §7 "Signup and login"); the session itself is the httpOnly cookie. */
export const login = (body: LoginRequest) => api.post<AuthSuccessResponse>('login', { ...body });

export const loginError = (error: unknown) => serverMessageOr(error, MESSAGES.login.failed);
