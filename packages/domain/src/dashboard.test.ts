import { describe, expect, it } from 'vitest';
import { resolveDashboardParam } from './dashboard.ts';

const categories = [
  { id: 24, name: 'Rings' },
  { id: 20, name: 'Pendants' },
  { id: 23, name: 'Customize With Us' },
  { id: 30, name: 'Ring Sets' },
];

describe('resolveDashboardParam', () => {
  it('reads digits as a category id', () => {
    expect(resolveDashboardParam('24', categories)).toEqual({ kind: 'category', id: 24, name: 'Rings' });
    expect(resolveDashboardParam('99', categories)).toEqual({ kind: 'category', id: 99, name: undefined });
  });
  it('prefers an exact category name over a partial one', () => {
    expect(resolveDashboardParam('ring sets', categories)).toMatchObject({ id: 30 });
    expect(resolveDashboardParam('RINGS', categories)).toMatchObject({ id: 24 });
    expect(resolveDashboardParam('pend', categories)).toMatchObject({ id: 20 });
  });
  it('searches product names for short text and for text no category matches', () => {
    expect(resolveDashboardParam('ri', categories)).toEqual({ kind: 'search', text: 'ri' });
    expect(resolveDashboardParam('solitaire', categories)).toEqual({ kind: 'search', text: 'solitaire' });
    expect(resolveDashboardParam('custom', categories)).toEqual({ kind: 'search', text: 'custom' });
  });
  it('lists everything without a parameter', () => {
    expect(resolveDashboardParam(undefined, categories)).toEqual({ kind: 'all' });
    expect(resolveDashboardParam('  ', categories)).toEqual({ kind: 'all' });
  });
});

describe('resolveDashboardParam edges (issue 37)', () => {
  const listed = [
    { id: 7, name: 'Gold Rings' },
    { id: 24, name: 'Rings' },
  ];
  it('takes an exact name before a partial one listed earlier, whatever its case', () => {
    expect(resolveDashboardParam('rings', listed)).toEqual({ kind: 'category', id: 24, name: 'Rings' });
    expect(resolveDashboardParam('Rings', listed)).toEqual({ kind: 'category', id: 24, name: 'Rings' });
  });
  it('matches a name from three characters on', () => {
    expect(resolveDashboardParam('rin', categories)).toEqual({ kind: 'category', id: 24, name: 'Rings' });
  });
  it('reads only digits alone as an id', () => {
    expect(resolveDashboardParam('rings 24', categories)).toEqual({ kind: 'search', text: 'rings 24' });
    expect(resolveDashboardParam('24 rings', categories)).toEqual({ kind: 'search', text: '24 rings' });
  });
});
