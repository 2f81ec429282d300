import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SynonymSetRow } from './synonym-set-row';

const shown = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <SynonymSetRow set={{ id: 4, phrases: ['bangle', 'kada', 'kangan', 'chudi'], updated_at: '2026-11-23T06:00:00.000Z' }} />
    </QueryClientProvider>,
  );

describe('a synonym set in the back office', () => {
  it('shows each of its words as a chip', () => {
    const chips = [...shown().matchAll(/<li class="rounded-full[^"]*">([^<]+)<\/li>/g)].map((m) => m[1]);
    expect(chips).toEqual(['bangle', 'kada', 'kangan', 'chudi']);
  });

  it('names the set it edits or deletes, for a screen reader', () => {
    const html = shown();
    expect(html).toContain('aria-label="Edit the set “bangle, kada, kangan, chudi”"');
    expect(html).toContain('aria-label="Delete the set “bangle, kada, kangan, chudi”"');
    expect(html).toContain('Updated 23 Nov 2026');
  });
});
