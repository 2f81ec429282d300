import { z } from 'zod';
import { addressSchema } from './addresses.ts';
import { adminCustomerRefSchema, adminOrderSummarySchema } from './admin-orders.ts';
import { page, pageMeta, perPage, searchText } from './admin-paging.ts';

/** The admin's customers (issue 7): list and detail with their orders and address book. */

export const adminCustomersQuerySchema = z.object({ q: searchText, page, per_page: perPage });
export const adminCustomerSchema = adminCustomerRefSchema.extend({
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  orders_count: z.number().int(),
  created_at: z.string(),
});
export const adminCustomersResponseSchema = z.object({ data: z.array(adminCustomerSchema), meta: pageMeta });
export const adminCustomerDetailSchema = z.object({
  data: adminCustomerSchema.extend({
    orders: z.array(adminOrderSummarySchema.omit({ customer: true })),
    /** The address book as the customer sees it, plus the addresses they deleted (orders may name them). */
    addresses: z.array(addressSchema.extend({ deleted: z.boolean() })),
  }),
});

