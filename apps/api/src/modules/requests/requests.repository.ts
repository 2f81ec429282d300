import { schema, type Db, type ServiceRequestStatus } from '@kanak/db';
import { and, desc, eq } from 'drizzle-orm';
import type { ContactMessageInput, ServiceRequestInput } from '@kanak/domain';

export type RequestKind = 'customize' | 'bulk';

/** Stores a customise or bulk request; the image is already in private storage under `imageKey`. */
export async function insertServiceRequest(
  db: Db,
  kind: RequestKind,
  input: ServiceRequestInput,
  imageKey: string | undefined,
  userId: number | undefined,
): Promise<number> {
  // The form's wire names (`goldColor`, `goldCarat`) become the internal ones here.
  const { goldColor, goldCarat, ...rest } = input;
  const [row] = await db
    .insert(schema.serviceRequests)
    .values({ kind, imageStorageKey: imageKey, userId, ...rest, goldColour: goldColor, karat: goldCarat })
    .returning({ id: schema.serviceRequests.id });
  if (!row) throw new Error('insert into service_requests returned no row');
  return row.id;
}

export async function insertContactMessage(
  db: Db,
  input: ContactMessageInput,
): Promise<number> {
  const [row] = await db
    .insert(schema.contactMessages)
    .values(input)
    .returning({ id: schema.contactMessages.id });
  if (!row) throw new Error('insert into contact_messages returned no row');
  return row.id;
}

/** Newest first; the admin screen pages no further than this. */
const ADMIN_LIST_LIMIT = 500;

/** Newest first, optionally of one kind and status. */
export async function listServiceRequests(
  db: Db,
  filter: { kind?: RequestKind | undefined; status?: ServiceRequestStatus | undefined } = {},
) {
  const { serviceRequests } = schema;
  return db
    .select()
    .from(serviceRequests)
    .where(
      and(
        filter.kind ? eq(serviceRequests.kind, filter.kind) : undefined,
        filter.status ? eq(serviceRequests.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(schema.serviceRequests.createdAt), desc(schema.serviceRequests.id))
    .limit(ADMIN_LIST_LIMIT);
}

export async function listContactMessages(db: Db) {
  return db
    .select()
    .from(schema.contactMessages)
    .orderBy(desc(schema.contactMessages.createdAt), desc(schema.contactMessages.id))
    .limit(ADMIN_LIST_LIMIT);
}
