/** Responsive images (decision 002): our pictures are stored at fixed widths; a foreign URL gets no srcset. */
import { describe, expect, it } from 'vitest';
import { bannerSrcSet, imageUrlAt } from './media.ts';

describe('bannerSrcSet', () => {
  it('lists the banner widths of a URL of ours', () => {
    expect(bannerSrcSet('/media/b/diwali-640.webp')).toBe(
      '/media/b/diwali-640.webp 640w, /media/b/diwali-1024.webp 1024w, /media/b/diwali-1600.webp 1600w',
    );
  });
  it('gives a foreign URL none', () => {
    expect(bannerSrcSet('https://example.com/banner.jpg')).toBeUndefined();
    expect(bannerSrcSet('/media/b/diwali-640.webp.jpg')).toBeUndefined();
  });
});

describe('imageUrlAt', () => {
  it('changes only the width suffix of our URL, and leaves a foreign one', () => {
    expect(imageUrlAt('/media/p/a-640.webp', 320)).toBe('/media/p/a-320.webp');
    expect(imageUrlAt('https://example.com/a.jpg', 320)).toBe('https://example.com/a.jpg');
  });
});
