import { imageUrlAt } from '@kanak/domain/media';

/**
 * A back-office thumbnail: the picture at `px` square, or a sand square where there is none.
 * `className` sizes it (e.g. `size-10 shrink-0`).
 */
export function Thumb({
  src,
  px,
  className,
  lazy = false,
}: {
  src: string | undefined;
  px: number;
  className: string;
  lazy?: boolean;
}) {
  return src ? (
    <img
      src={imageUrlAt(src, 320)}
      alt=""
      width={String(px)}
      height={String(px)}
      {...(lazy ? { loading: 'lazy' as const } : {})}
      className={`${className} rounded-xs bg-sand object-cover`}
    />
  ) : (
    <span aria-hidden="true" className={`${className} rounded-xs bg-sand`} />
  );
}
