import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '@kanak/domain/contract/catalog';
import { SearchNoMatchView } from './search-no-match';

const categories = (['Rings', 'Pendants', 'Earrings', 'Necklaces', 'Bracelets', 'Bangles'] as const).map(
  (name, i) => ({ id: 18 + i, name }) as unknown as Category,
);
const shown = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SearchNoMatchView text={text} categories={categories} />
    </MemoryRouter>,
  );
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a search that found nothing', () => {
  it('offers the nearest collections and the customise form for a mangalsutra', () => {
    const html = shown('mangalsutra');
    expect(words(html)).toContain('The nearest collections Necklaces Pendants');
    expect(html).toContain('href="/dashboard/21"');
    expect(html).toContain('href="/customizeform"');
    expect(words(html)).toContain('Customize with us');
  });

  it('offers every collection when it cannot tell which is nearest', () => {
    const text = words(shown('zzzz'));
    expect(text).toContain('Browse the collections Rings Pendants Earrings Necklaces Bracelets Bangles');
    expect(text).toContain('Customize with us');
  });
});
