import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Suggestion } from '@kanak/domain/contract/search';
import { SuggestionList } from './suggestion-list';

const suggestions: Suggestion[] = [
  { type: 'category', id: 27, name: 'Earrings', url: '/dashboard/27', image: null, price: null },
  { type: 'product', id: 41, name: 'Jiya Gold Jhumkas', url: '/productdetail/41', image: '/media/products/jiya-640.webp', price: 123456 },
  { type: 'product', id: 42, name: 'Noor Jhumki', url: '/productdetail/42', image: null, price: 48500 },
];

const render = (active: number) =>
  renderToStaticMarkup(<SuggestionList id="s" suggestions={suggestions} active={active} onPick={() => undefined} />);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the search suggestions list', () => {
  it('is a listbox of options, each with an id for the box to point at', () => {
    const html = render(1);
    expect(html).toContain('role="listbox"');
    expect(html.match(/role="option"/g)).toHaveLength(3);
    expect(html).toContain('id="s-0"');
    expect(html).toContain('id="s-2"');
  });

  it('marks only the active option selected', () => {
    const html = render(1);
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1);
    expect(html).toMatch(/id="s-1" role="option" aria-selected="true"/);
    expect(render(-1)).not.toContain('aria-selected="true"');
  });

  it('hints a collection as a category and prices a piece in rupees, en-IN', () => {
    const shown = text(render(-1));
    expect(shown).toContain('Earrings Category');
    expect(shown).toContain('Jiya Gold Jhumkas approx. ₹1,23,456');
    expect(shown).toContain('Noor Jhumki approx. ₹48,500');
  });

  it('shows a piece its picture, and an initial when it has none', () => {
    const html = render(-1);
    expect(html).toContain('src="/media/products/jiya-640.webp"');
    expect(html).toMatch(/aria-hidden="true"[^>]*>N<\/span>/);
  });
});
