import type {
  AuthSuccessResponse,
  LoginRequest,
  OwnerCodeResponse,
  OwnerCodeVerifyRequest,
} from '@kanak/domain/contract/auth';
import { api } from '../../../lib/api-client';

/** POST login/code: the same answer whatever was typed; the owner gets a code (decision 046). */
export const requestOwnerCode = (body: LoginRequest) =>
  api.post<OwnerCodeResponse>('login/code', { ...body });

/** POST login/code/verify: the challenge from login/code and the code the owner received. */
export const verifyOwnerCode = (body: OwnerCodeVerifyRequest) =>
  api.post<AuthSuccessResponse>('login/code/verify', { ...body });
