import type { FastifyRequest } from 'fastify';
import { userOf } from '../../plugins/auth.ts';

/** Who did an admin action, and from where. */
export interface Actor {
  userId: number | null;
  ip: string;
}

/** The signed-in admin of a request under /api/admin. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: userOf(request).id, ip: request.ip };
}
