import { z } from 'zod';

/** Response shapes of the public catalogue (ARCHITECTURE §5), shared by the API and the web app. */
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Media URLs (SPEC §3: a JSON list of paths). */
  image: z.array(z.string()),
});
export type Category = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({ data: z.array(categorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const carouselItemSchema = z.object({
  id: z.number().int(),
  images: z.array(z.string()),
});
export type CarouselItem = z.infer<typeof carouselItemSchema>;

export const carouselResponseSchema = z.object({ data: z.array(carouselItemSchema) });
export type CarouselResponse = z.infer<typeof carouselResponseSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
