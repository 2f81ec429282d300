import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { ProductGrid, type ProductPages } from './product-grid';

/** A settled listing that found nothing, as the query hands it to the grid. */
const nothingFound = (didYouMean?: string | null) =>
  ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      pages: [
        { products: [], meta: { total: 0, page: 1, per_page: 24 }, did_you_mean: didYouMean } satisfies FilterProductsResponse,
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
