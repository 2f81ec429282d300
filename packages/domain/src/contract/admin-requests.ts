import { z } from 'zod';

/** Customise and bulk requests and contact messages as the admin works through them (issue 7). */

export const REQUEST_KINDS = ['customize', 'bulk'] as const;
export const REQUEST_STATUSES = ['new', 'contacted', 'quoted', 'closed'] as const;
export const adminRequestsQuerySchema = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
});
export const requestStatusSchema = z.object({ status: z.enum(REQUEST_STATUSES) });

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A request as an admin sees it; the image's storage key stays inside the server. */
export const adminRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  user_id: z.number().int().nullable(),
  has_image: z.boolean(),
  description: z.string().nullable(),
  goldColor: z.string().nullable(),
  stone: z.string().nullable(),
  goldCarat: z.string().nullable(),
  priceRange: z.string().nullable(),
  name: z.string().nullable(),
  contactNo: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  preferredTime: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRequest = z.infer<typeof adminRequestSchema>;

export const adminContactMessageSchema = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** GET admin/requests: the requests (newest first, filtered) and every contact message. */
export const adminRequestListResponseSchema = z.object({
  data: z.array(adminRequestSchema),
  contact_messages: z.array(adminContactMessageSchema),
});
export type AdminRequestListResponse = z.infer<typeof adminRequestListResponseSchema>;
/** POST admin/requests/{id}/status. */
export const adminRequestResponseSchema = z.object({ data: adminRequestSchema });
