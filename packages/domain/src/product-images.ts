import type { GoldColour } from './catalog.ts';
import type { Product } from './contract/product.ts';

/** The fields a piece's pictures come from. */
export type ProductPictures = Pick<
  Product,
  'img' | 'images' | 'product_pink_images' | 'product_white_images' | 'product_yellow_images'
>;

/** Which of a product's image lists holds each gold colour's pictures. */
export const IMAGES_BY_COLOUR = {
  rose_gold: 'product_pink_images',
  white_gold: 'product_white_images',
  yellow_gold: 'product_yellow_images',
} as const satisfies Record<GoldColour, keyof ProductPictures>;

/** SPEC §2 gallery: the image set follows the chosen metal colour; the general images stand in for a gap. */
export function imagesInColour(product: ProductPictures, colour: GoldColour): string[] {
  const byColour = product[IMAGES_BY_COLOUR[colour]];
  return byColour.length > 0 ? byColour : product.images;
}

/**
 * One picture of a piece: the chosen gold colour's first (SPEC §2 order detail rule, used alike by
 * cards, cart and wishlist), else the piece's own picture, else its first image.
 */
export function pictureFor(product: ProductPictures, colour?: GoldColour): string | undefined {
  const byColour = colour ? product[IMAGES_BY_COLOUR[colour]] : undefined;
  return byColour?.[0] ?? product.img ?? product.images[0];
}
