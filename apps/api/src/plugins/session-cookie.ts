import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS } from '@kanak/domain';

export const SESSION_COOKIE = 'kanak_session';

/** The signed-in account as routes see it (`request.user`). */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  role: 'customer' | 'admin';
  emailVerified: boolean;
}

/** The token a request presents: `Authorization: Bearer …` first, else the session cookie. */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
  return bearer ?? (request.cookies[SESSION_COOKIE] || undefined);
}

/**
 * httpOnly keeps the token away from injected scripts (XSS); SameSite=Strict keeps other sites
 * from riding on it (CSRF); Secure in production keeps it off plain HTTP.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}
