/** SPEC §2: a piece's pictures follow the chosen gold colour; the general pictures stand in for a gap. */
import { describe, expect, it } from 'vitest';
import { imagesInColour, pictureFor, type ProductPictures } from './product-images.ts';

const piece: ProductPictures = {
  img: '/media/p/own-640.webp',
  images: ['/media/p/general-1-640.webp', '/media/p/general-2-640.webp'],
  product_pink_images: ['/media/p/rose-1-640.webp'],
  product_white_images: [],
  product_yellow_images: ['/media/p/yellow-1-640.webp', '/media/p/yellow-2-640.webp'],
};

describe('imagesInColour', () => {
  it('shows the chosen colour’s pictures', () => {
    expect(imagesInColour(piece, 'rose_gold')).toEqual(['/media/p/rose-1-640.webp']);
    expect(imagesInColour(piece, 'yellow_gold')).toEqual(piece.product_yellow_images);
  });
  it('falls back to the general pictures when the colour has none', () => {
    expect(imagesInColour(piece, 'white_gold')).toEqual(piece.images);
  });
});

describe('pictureFor', () => {
  it('is the chosen colour’s first picture', () => {
    expect(pictureFor(piece, 'yellow_gold')).toBe('/media/p/yellow-1-640.webp');
  });
  it('is the piece’s own picture without a colour, or when the colour has none', () => {
    expect(pictureFor(piece)).toBe('/media/p/own-640.webp');
    expect(pictureFor(piece, 'white_gold')).toBe('/media/p/own-640.webp');
  });
  it('is the first general picture when the piece has no picture of its own', () => {
    expect(pictureFor({ ...piece, img: null })).toBe('/media/p/general-1-640.webp');
    expect(pictureFor({ ...piece, img: null }, 'white_gold')).toBe('/media/p/general-1-640.webp');
  });
});
