import type { schema } from '@kanak/db';
import { MESSAGES, type AdminContactMessage, type AdminRequest, type AdminRequestListResponse, type RequestStatus } from '@kanak/domain';
import { notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { listContactMessages, listServiceRequests, type RequestKind } from '../requests/requests.repository.ts';
import { audit } from './audit.repository.ts';
import type { Actor } from './audit.ts';
import { setRequestStatus } from './requests.repository.ts';

type Deps = Pick<ServiceDeps, 'database'>;
type RequestRow = typeof schema.serviceRequests.$inferSelect;
type ContactRow = typeof schema.contactMessages.$inferSelect;

/** A request as an admin sees it; the image's storage key stays inside the server. */
function toAdminRequest(r: RequestRow): AdminRequest {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    user_id: r.userId,
    has_image: r.imageStorageKey !== null,
    description: r.description,
    goldColor: r.goldColour,
    stone: r.stone,
    goldCarat: r.karat,
    priceRange: r.priceRange,
    name: r.name,
    contactNo: r.contactNo,
    email: r.email,
    address: r.address,
    preferredTime: r.preferredTime,
    created_at: r.createdAt.toISOString(),
  };
}

function toAdminContactMessage(m: ContactRow): AdminContactMessage {
  return { id: m.id, status: m.status, name: m.name, email: m.email, phone: m.phone, message: m.message, created_at: m.createdAt.toISOString() };
}

/** Customise and bulk requests newest first (of one kind and status if asked), and the contact messages. */
export async function adminRequests(
  deps: Deps,
  filter: { kind?: RequestKind | undefined; status?: RequestStatus | undefined },
): Promise<AdminRequestListResponse> {
  const [requests, messages] = await Promise.all([listServiceRequests(deps.database.db, filter), listContactMessages(deps.database.db)]);
  return { data: requests.map(toAdminRequest), contact_messages: messages.map(toAdminContactMessage) };
}

/** Moves a customise or bulk request through new → contacted → quoted → closed. */
export async function moveRequest(deps: Deps, actor: Actor, id: number, status: RequestStatus): Promise<AdminRequest> {
  const row = await setRequestStatus(deps.database.db, id, status);
  if (!row) throw notFound(MESSAGES.admin.requestNotFound);
  await audit(deps.database.db, actor, 'request_status', 'service_request', row.id, { status: row.status });
  return toAdminRequest(row);
}
