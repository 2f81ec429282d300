import type { GoldColour } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';

export type GalleryItem = { kind: 'image'; src: string } | { kind: 'video'; src: string };

const IMAGES_BY_COLOUR = {
  rose_gold: 'product_pink_images',
  white_gold: 'product_white_images',
  yellow_gold: 'product_yellow_images',
} as const satisfies Record<GoldColour, keyof Product>;

/** SPEC §2: the image set follows the chosen metal colour; the general images stand in for a gap. */
export function galleryItems(product: Product, colour: GoldColour): GalleryItem[] {
  const byColour = product[IMAGES_BY_COLOUR[colour]];
  const images = byColour.length > 0 ? byColour : product.images;
  const items: GalleryItem[] = images.map((src) => ({ kind: 'image', src }));
  if (product.product_video) items.push({ kind: 'video', src: product.product_video });
  return items;
}
