/**
 * Responsive images: every stored picture exists as WebP at these widths, named `<base>-<w>.webp`.
 * The API hands out the URL at DEFAULT_IMAGE_WIDTH; `imageSrcSet` derives the rest (decision 002).
 */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

const WIDTH_SUFFIX = new RegExp(`-${DEFAULT_IMAGE_WIDTH}\\.webp$`);

export function imageUrlAt(url: string, width: number): string {
  return url.replace(WIDTH_SUFFIX, `-${width}.webp`);
}

/** `srcset` for a URL of ours; a foreign URL gets none. */
export function imageSrcSet(url: string): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}

/** Banner art (carousel and home banner) is 16:6 and stored at these widths instead. */
export const BANNER_WIDTHS = [640, 1024, 1600] as const;

/** `srcset` for a banner URL of ours; a foreign URL gets none. */
export function bannerSrcSet(url: string): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined;
  return BANNER_WIDTHS.map((w) => `${imageUrlAt(url, w)} ${w}w`).join(', ');
}
