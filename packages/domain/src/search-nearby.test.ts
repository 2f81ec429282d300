import { describe, expect, it } from 'vitest';
import { nearestCategories } from './search-nearby.ts';

const categories = ['Rings', 'Pendants', 'Earrings', 'Necklaces', 'Bracelets', 'Bangles', 'Customize With Us'].map((name, id) => ({ id, name }));
const names = (text: string) => nearestCategories(text, categories).map((c) => c.name);

describe('the categories nearest to a search that found nothing', () => {
  it('leads a mangalsutra to necklaces and pendants', () => {
    expect(names('mangalsutra')).toEqual(['Necklaces', 'Pendants']);
    expect(names('Gold Mangalsootra')).toEqual(['Necklaces', 'Pendants']);
  });
  it('reads phrases and the Indian names shoppers type', () => {
    expect(names('nose pin')).toEqual(['Earrings', 'Rings']);
    expect(names('silver payal')).toEqual(['Bracelets', 'Bangles']);
    expect(names('maang tikka')).toEqual(['Pendants', 'Earrings']);
  });
  it('offers nothing it cannot place, and never more than asked', () => {
    expect(names('zzzz')).toEqual([]);
    expect(nearestCategories('mangalsutra chain payal', categories, 3)).toHaveLength(3);
  });
});

describe('the nearest categories: edges (issue 37)', () => {
  it('needs every word of a name of several words', () => {
    expect(names('pin')).toEqual([]);
    expect(names('toe')).toEqual([]);
  });
  it('forgives a slip as large as the name’s edit budget', () => {
    // payal (5 letters) allows one edit: payl is one away.
    expect(names('payl')).toEqual(['Bracelets', 'Bangles']);
  });
  it('ignores spaces around a category’s name', () => {
    const spaced = [{ id: 1, name: '  Necklaces ' }];
    expect(nearestCategories('haar', spaced)).toEqual(spaced);
  });
});
