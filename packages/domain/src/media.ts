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

/*
 * `sizes` of the pictures that are a page's largest paint: the home carousel's first slide, the
 * product gallery's first image and a category listing's first cards. The server's HTML preloads
 * them with these same values, so the browser picks the same file for the preload and the <img>
 * and fetches it once.
 */
/** The carousel box crops the wide art by height, so the drawn picture is about twice its width. */
export const HERO_IMAGE_SIZES =
  '(min-width: 1024px) min(110vw, 1400px), (min-width: 640px) 150vw, calc(200vw - 64px)';
/** The gallery column is ~52% of the page from 769 px, capped by the 78 rem container. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1280px) 640px, (min-width: 769px) 52vw, 100vw';
/** Cards of a listing with a filter sidebar on wide screens (2, then 3 columns). */
export const LISTING_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 769px) 24vw, 50vw';
/** The first row of a listing on a phone: loaded at once, and preloaded by the server. */
export const LISTING_EAGER_CARDS = 2;
/**
 * The cards whose pictures may be on the first screen (two rows on a phone, the first row beside
 * the sidebar): the later cards' pictures follow the page's first paint (decision 036).
 */
export const LISTING_FIRST_SCREEN_CARDS = 4;
