import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { LISTING_FIRST_SCREEN_CARDS } from '@kanak/domain/media';
import { ProductGrid, type ProductPages } from './product-grid';

/** A settled listing that found nothing, as the query hands it to the grid. */
const nothingFound = (didYouMean?: string | null) =>
  ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      pages: [
        {
          products: [],
          meta: { total: 0, page: 1, per_page: 24 },
          did_you_mean: didYouMean,
        } satisfies FilterProductsResponse,
      ],
      pageParams: [1],
    },
  }) as unknown as ProductPages;

const shown = (query: ProductPages) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ProductGrid query={query} />
    </MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a listing that found nothing', () => {
  it('says so and offers the nearest search that finds something', () => {
    const html = shown(nothingFound('bracelet ruby'));
    expect(text(html)).toContain('No products available');
    expect(text(html)).toMatch(/Did you mean bracelet ruby \?/);
    expect(html).toContain('href="/dashboard/bracelet%20ruby"');
  });

  it('offers nothing more when there is no nearer search', () => {
    expect(text(shown(nothingFound(null)))).not.toContain('Did you mean');
    expect(text(shown(nothingFound()))).not.toContain('Did you mean');
  });
});

/** A settled first page of `count` pieces, each with its own picture. */
const pieces = (count: number) =>
  ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    hasNextPage: false,
    data: {
      pages: [
        {
          products: Array.from({ length: count }, (_, i) => ({
            id: i + 1,
            name: `Piece ${i + 1}`,
            price: 25_000 + i,
            img: null,
            images: [`/media/products/p${i + 1}/rose-1-640.webp`],
            product_pink_images: [],
            product_yellow_images: [],
            product_white_images: [],
            category: { id: 1, name: 'Rings' },
            offer: null,
          })),
          meta: { total: count, page: 1, per_page: 24 },
        },
      ],
      pageParams: [1],
    },
  }) as unknown as ProductPages;

describe('a listing rendered on the server', () => {
  const withoutScript = /<noscript>([\s\S]*?)<\/noscript>/g;
  /** The pictures a browser running scripts sees (it reads <noscript> as text). */
  const pictures = (html: string) => html.replace(withoutScript, '').match(/<img [^>]*>/g) ?? [];

  it('names the pictures of the first screen’s cards, and leaves the later ones to the browser', () => {
    const imgs = pictures(shown(pieces(LISTING_FIRST_SCREEN_CARDS + 3)));
    expect(imgs).toHaveLength(LISTING_FIRST_SCREEN_CARDS + 3);
    imgs.forEach((img, i) => {
      const n = i + 1;
      if (i < LISTING_FIRST_SCREEN_CARDS)
        expect(img).toContain(`src="/media/products/p${n}/rose-1-640.webp"`);
      else {
        // No address yet: the browser would fetch it beside the first screen's picture.
        expect(img).not.toMatch(/ src=| srcSet=/i);
        // Its box keeps its size, so nothing moves when the picture comes.
        expect(img).toMatch(/width="\d+" height="\d+"/);
      }
    });
    // Every card's name and price is in the HTML all the same.
    expect(text(shown(pieces(LISTING_FIRST_SCREEN_CARDS + 3)))).toContain(
      `Piece ${LISTING_FIRST_SCREEN_CARDS + 3}`,
    );
  });

  it('gives a browser without JavaScript every later picture with its address (issue 35)', () => {
    const html = shown(pieces(LISTING_FIRST_SCREEN_CARDS + 3));
    const fallbacks = [...html.matchAll(withoutScript)].map((m) => m[1] ?? '');
    expect(fallbacks).toHaveLength(3);
    fallbacks.forEach((img, i) => {
      const n = LISTING_FIRST_SCREEN_CARDS + i + 1;
      expect(img).toContain(`src="/media/products/p${n}/rose-1-640.webp"`);
      expect(img).toContain('loading="lazy"');
      // Over the waiting picture's box, not below it.
      expect(img).toMatch(/class="[^"]*absolute inset-0 size-full/);
    });
  });
});
