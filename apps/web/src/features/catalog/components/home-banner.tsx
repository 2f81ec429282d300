import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { PictureWithoutScript, usePicturesWait } from '../../../components/ui/pictures-after-paint';
import { paths } from '../../../lib/paths';
import { bannerSrcSet } from '@kanak/domain/media';

// The seed (and later the admin) keeps the home banner at this fixed address (SPEC §2 'A banner image').
const BANNER_URL = '/media/banner/home-640.webp';
const BANNER_SIZES = '(min-width: 1248px) 1184px, (min-width: 640px) calc(100vw - 64px), 178vw';
const BANNER_CLASS = 'aspect-[3/2] w-full object-cover object-[75%_50%] sm:aspect-[8/3]';

/** SPEC §2's banner: a wide editorial picture with a short caption; it steps aside if it is missing. */
export function HomeBanner() {
  const [missing, setMissing] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  const wait = usePicturesWait();
  // The server's HTML may have failed the picture before this code was there to hear it.
  useEffect(() => {
    const img = picture.current;
    if (img?.getAttribute('src') && img.complete && img.naturalWidth === 0) setMissing(true);
  }, [wait]);
  if (missing) return null;

  return (
    <section
      aria-labelledby="banner-title"
      className="mx-auto max-w-page px-4 pt-20 desktop:px-8 desktop:pt-28"
    >
      <div className="relative overflow-hidden rounded-xs bg-sand">
        <img
          ref={picture}
          src={wait ? undefined : BANNER_URL}
          srcSet={wait ? undefined : bannerSrcSet(BANNER_URL)}
          sizes={BANNER_SIZES}
          alt=""
          width={1600}
          height={600}
          loading="lazy"
          decoding="async"
          onError={() => setMissing(true)}
          className={BANNER_CLASS}
        />
        {wait && (
          <PictureWithoutScript
            src={BANNER_URL}
            srcSet={bannerSrcSet(BANNER_URL)}
            sizes={BANNER_SIZES}
            alt=""
            width={1600}
            height={600}
            className={BANNER_CLASS}
          />
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-3 border border-white/50"
        />
      </div>
      <div className="relative mx-3 -mt-12 bg-pearl px-5 py-8 text-center shadow-soft sm:mx-auto sm:max-w-xl sm:px-8 desktop:-mt-20 desktop:px-12 desktop:py-10">
        <p className="eyebrow">From our atelier</p>
        <h2
          id="banner-title"
          className="mt-3 font-display text-[1.75rem] leading-tight text-ink sm:text-3xl"
        >
          Gold that is yours from the first sketch
        </h2>
        <p className="mt-3 text-ink-soft">
          Rose, white or yellow gold, 14 or 18 karat, set with certified diamonds — every piece in
          the collection is made to your choice.
        </p>
        <Link
          to={paths.dashboard()}
          className="btn btn-outline mt-6 max-sm:px-4 max-sm:tracking-[0.08em]"
        >
          View all jewellery
          <ArrowRightIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
