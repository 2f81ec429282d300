import { schema, type Db } from '@kanak/db';
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

/** Writes who did what to the audit log (admin actions are accountable, ARCHITECTURE §4). */
export async function audit(
  db: Db,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number | string | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorUserId: actor.userId,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    detail: detail ?? null,
    ip: actor.ip,
  });
}
