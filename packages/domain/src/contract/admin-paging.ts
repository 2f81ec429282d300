import { z } from 'zod';

/*
 * Paging and search shared by the admin area's lists (issue 7; ARCHITECTURE §5 "Admin"). Rupees,
 * grams and carats on the wire, as everywhere else; every admin route lives under /api/admin and
 * refuses customers with 403. Not exported from the package: the list schemas use them.
 */
export const page = z.coerce.number().int().min(1).max(10_000).default(1);
export const perPage = z.coerce.number().int().min(1).max(100).default(25);
export const searchText = z.string().trim().max(100).optional();
export const idNumber = z.number().int().positive().max(2_147_483_647);
export const pageMeta = z.object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() });
