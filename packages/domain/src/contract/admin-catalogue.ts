import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../account.ts';
import { MAX_RING_SIZE, MIN_RING_SIZE } from '../catalog.ts';
import { MESSAGES } from '../messages.ts';
import { idNumber, page, pageMeta, perPage, searchText } from './admin-paging.ts';
import { productSchema, stoneSchema } from './product.ts';

/** The admin catalogue (issue 7): products, their media, categories and the home carousel. */

/** Upload limits of the media pipeline. */
export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const ADMIN_VIDEO_MAX_BYTES = 30 * 1024 * 1024;

const optionalNumber = z.number().finite().nonnegative().nullable().optional();
const optionalText = z.string().trim().max(200).nullable().optional();

/**
 * POST admin/products: every SPEC §3 field an admin types; prices come from the rate card. Fields
 * left out take the database's defaults (making charge 4, GST 3%, active), and on PUT stay as
 * they are: no zod defaults here, or a partial update would reset them.
 */
export const adminProductInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(200),
  description: z.string().trim().max(5000).optional(),
  product_category_id: idNumber,
  product_code: z.string().trim().min(1, 'Please enter a product code.').max(60),
  prodheight: optionalNumber,
  prodweight: optionalNumber,
  prod_width: optionalNumber,
  product_dimensions: optionalText,
  /** Grams. */
  metal_weight: z.number().finite().positive('Please enter the metal weight in grams.').max(10_000),
  /** Carats. */
  diamond_weight: z.number().finite().nonnegative().max(1_000).optional(),
  diamond_count: z.number().int().nonnegative().max(10_000).optional(),
  diamond_shape: optionalText,
  product_is_diamond: z.boolean().optional(),
  price_making_charge: z.number().finite().nonnegative().max(1_000).optional(),
  gst: z.number().finite().min(0).max(100).optional(),
  ring: z.boolean().optional(),
  ring_sizes: z.array(z.number().int().min(MIN_RING_SIZE).max(MAX_RING_SIZE)).max(20).optional(),
  stone: z.boolean().optional(),
  stone_weight: optionalNumber,
  stones: z.array(stoneSchema.extend({ name: z.string().trim().min(1).max(100), weight: z.number().nonnegative(), price: z.number().nonnegative() })).max(50).optional(),
  type: optionalText,
  metal_type: optionalText,
  karat: optionalText,
  best_seller: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type AdminProductInput = z.infer<typeof adminProductInputSchema>;
/** PUT admin/products/{id}: any subset of the fields. */
export const adminProductUpdateSchema = adminProductInputSchema.partial();
export type AdminProductUpdate = z.infer<typeof adminProductUpdateSchema>;

export const adminProductSchema = productSchema.extend({ is_active: z.boolean() });
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = z.object({ data: adminProductSchema });
export const adminProductsQuerySchema = z.object({
  q: searchText,
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page,
  per_page: perPage,
});
export const adminProductsResponseSchema = z.object({ data: z.array(adminProductSchema), meta: pageMeta });

/** Which image list an upload joins; `all` adds it to every colour. */
export const deleteMediaRequestSchema = z.object({ url: z.string().min(1).max(500) });

// ---- Categories and carousel ---------------------------------------------------------------

export const adminCategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name.').max(100),
  sort_order: z.number().int().min(0).max(10_000).optional(),
});
/** PUT admin/categories/{id}: a new name, a new place, or both. */
export const adminCategoryUpdateSchema = adminCategoryInputSchema.partial();
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.array(z.string()),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export const adminCategoriesResponseSchema = z.object({ data: z.array(adminCategorySchema) });
export const adminCategoryResponseSchema = z.object({ data: adminCategorySchema });

export const adminCarouselItemSchema = z.object({
  id: z.number().int(),
  images: z.array(z.string()),
  sort_order: z.number().int(),
  is_active: z.boolean(),
});
export const adminCarouselResponseSchema = z.object({ data: z.array(adminCarouselItemSchema) });
export const carouselReorderSchema = z.object({ ids: z.array(idNumber).min(1).max(100) });
export const carouselToggleSchema = z.object({ is_active: z.boolean() });


// ---- The SPEC §5 test form -----------------------------------------------------------------

const REQUIRED = MESSAGES.admin.testFormRequired;
/** POST product-test (SPEC §5): name, category id, email and password are required. */
export const productTestFormSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(200),
  product_category_id: z.coerce.number({ error: REQUIRED }).int(REQUIRED).positive(REQUIRED).max(2_147_483_647),
});
/** Required unless an admin session posts the form (the admin screens post the same form). */
export const productTestCredentialsSchema = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const productTestResponseSchema = z.object({ message: z.string(), product_id: z.number().int() });
