import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_IMAGE_WIDTH, imageSrcSet } from '@kanak/domain/media';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** A media URL as the API hands it out (the 640 px variant). */
  src: string;
  alt: string;
  /** How wide the image is drawn, so the browser picks the right file from the srcset. */
  sizes: string;
  /** The page's main image: load at once and first. Everything else waits until it is near. */
  priority?: boolean;
}

/** An <img> with the -320/-640/-1024 WebP variants every stored image has (decision 002). */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={DEFAULT_IMAGE_WIDTH}
      height={DEFAULT_IMAGE_WIDTH}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      {...rest}
    />
  );
}
