import { schema, type Db } from '@kanak/db';
import type { FastifyRequest } from 'fastify';

/** Writes who did what to the audit log (admin actions are accountable, ARCHITECTURE §4). */
export async function audit(
  db: Db,
  request: FastifyRequest,
  action: string,
  entity: string,
  entityId: number | string | null,
  detail?: Record<string, unknown>,
  actorUserId: number | null = request.user?.id ?? null,
): Promise<void> {
  await db.insert(schema.auditLog).values({
    actorUserId,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    detail: detail ?? null,
    ip: request.ip,
  });
}
