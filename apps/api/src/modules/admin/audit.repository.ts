import { schema, type Db } from '@kanak/db';
import type { Actor } from './audit.ts';

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
