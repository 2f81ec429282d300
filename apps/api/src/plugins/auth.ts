import { MESSAGES } from '@kanak/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error.ts';
import { presentedToken, SESSION_COOKIE, type AuthUser } from './session-cookie.ts';

/** A hook that admits or refuses a request; usable as `onRequest` or `preHandler`. */
export type AuthHook = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in account, or null. Filled by `app.requireUser`, `app.requireAdmin` or
     * `app.identifyUser` on the routes that use them; other routes skip the session lookup.
     */
    user: AuthUser | null;
    /** The session row behind `user`. */
    sessionId: number | null;
  }
  interface FastifyInstance {
    /** 401 without a valid session (SPEC §6: 'Access token not found' when none is sent). */
    requireUser: AuthHook;
    /** As requireUser, then 403 unless the account is an admin. */
    requireAdmin: AuthHook;
    /** Fills `request.user` when a valid session is presented; never refuses. */
    identifyUser: AuthHook;
  }
}

/**
 * The signed-in account of a route behind `requireUser` or `requireAdmin`. The hook has already
 * refused a request without one, so the throw here only guards a route registered outside them.
 */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, MESSAGES.session.noToken);
  return request.user;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A write that rides on the session cookie but was sent from another site (CSRF; ARCHITECTURE
 * §8). Browsers say where a request came from in `Sec-Fetch-Site`, and in `Origin`; either one
 * pointing elsewhere refuses it. Bearer requests carry their credential on purpose and are
 * exempt, and so are requests without the cookie (nothing to ride on). The shop's own pages are
 * same-origin: served by this server, or by Vite's dev server, which forwards their Host.
 */
export function isCrossSiteCookieWrite(request: FastifyRequest, publicHost?: string): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return false;
  if (!request.cookies[SESSION_COOKIE]) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    const host = new URL(origin).host;
    return host !== request.host && host !== publicHost;
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) or garbage: not the shop's own page.
    return true;
  }
}

type Outcome = 'none' | 'invalid' | 'ok';
const resolved = Symbol('kanak.auth.resolved');
type Marked = FastifyRequest & { [resolved]?: Outcome };

/** How the plugin finds the session a token opens: given by the auth module, so plugins import no feature. */
export interface AuthPluginOptions {
  findSession: (token: string) => Promise<{ sessionId: number; user: AuthUser } | undefined>;
}

/** Sessions → `request.user`, and the hooks that guard customer and admin routes (ARCHITECTURE §2). */
export const authPlugin = fp(
  async (app: FastifyInstance, { findSession }: AuthPluginOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    async function resolve(request: Marked): Promise<Outcome> {
      if (request[resolved]) return request[resolved];
      const token = presentedToken(request);
      let outcome: Outcome = 'none';
      if (token) {
        const found = await findSession(token);
        outcome = found ? 'ok' : 'invalid';
        if (found) {
          request.user = found.user;
          request.sessionId = found.sessionId;
        }
      }
      request[resolved] = outcome;
      return outcome;
    }

    const requireUser: AuthHook = async (request) => {
      const outcome = await resolve(request);
      if (outcome === 'none') throw new HttpError(401, MESSAGES.session.noToken);
      // Mentions "token", which the client reads as "sign in again" (SPEC §4).
      if (outcome === 'invalid') throw new HttpError(401, MESSAGES.account.sessionInvalid);
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.user?.role !== 'admin') throw new HttpError(403, MESSAGES.account.forbidden);
    });
    app.decorate('identifyUser', async (request: FastifyRequest) => {
      await resolve(request);
    });
    const publicHost = app.config.publicUrl ? new URL(app.config.publicUrl).host : undefined;
    app.addHook('onRequest', async (request) => {
      if (isCrossSiteCookieWrite(request, publicHost)) throw new HttpError(403, MESSAGES.account.crossSite);
    });
  },
  { name: 'kanak-auth', dependencies: ['@fastify/cookie'] },
);
