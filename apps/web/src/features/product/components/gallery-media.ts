import type { GoldColour } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';
import { imagesInColour } from '@kanak/domain/product-images';

export type GalleryItem = { kind: 'image'; src: string } | { kind: 'video'; src: string };

/** SPEC §2: the pictures in the chosen metal colour, then the video. */
export function galleryItems(product: Product, colour: GoldColour): GalleryItem[] {
  const items: GalleryItem[] = imagesInColour(product, colour).map((src) => ({ kind: 'image', src }));
  if (product.product_video) items.push({ kind: 'video', src: product.product_video });
  return items;
}
