import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_IMAGE_WIDTH, imageSrcSet } from '@kanak/domain/media';
import { PictureWithoutScript, usePicturesWait } from './pictures-after-paint';

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
  // Below the first screen of a server-rendered page, the address follows the first paint.
  const wait = usePicturesWait() && !priority;
  const picture = (
    <img
      src={wait ? undefined : src}
      srcSet={wait ? undefined : srcSet}
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
  if (!wait) return picture;
  return (
    <>
      {picture}
      <PictureWithoutScript
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={DEFAULT_IMAGE_WIDTH}
        height={DEFAULT_IMAGE_WIDTH}
        className={rest.className}
      />
    </>
  );
}
