import type { schema } from '@kanak/db';

type RequestRow = typeof schema.serviceRequests.$inferSelect;
type ContactRow = typeof schema.contactMessages.$inferSelect;

/** A request as an admin sees it; the image's storage key stays inside the server. */
export function toAdminRequest(r: RequestRow) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    user_id: r.userId,
    has_image: r.imageStorageKey !== null,
    description: r.description,
    goldColor: r.goldColor,
    stone: r.stone,
    goldCarat: r.goldCarat,
    priceRange: r.priceRange,
    name: r.name,
    contactNo: r.contactNo,
    email: r.email,
    address: r.address,
    preferredTime: r.preferredTime,
    created_at: r.createdAt.toISOString(),
  };
}

export function toAdminContactMessage(m: ContactRow) {
  return {
    id: m.id,
    status: m.status,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    created_at: m.createdAt.toISOString(),
  };
}
