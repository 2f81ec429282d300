import type { GoldColour } from '@kanak/domain/catalog';
import type { Product } from '@kanak/domain/contract/product';

/** The picture of a piece in the chosen gold colour (SPEC §2 order detail rule, used alike here). */
export function pictureFor(product: Product, goldType?: GoldColour): string | undefined {
  const byColour =
    goldType === 'white_gold'
      ? product.product_white_images
      : goldType === 'yellow_gold'
        ? product.product_yellow_images
        : goldType === 'rose_gold'
          ? product.product_pink_images
          : undefined;
  return byColour?.[0] ?? product.img ?? product.images[0];
}
