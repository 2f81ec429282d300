import { describe, expect, it } from 'vitest';
import { readProductOptions, writeProductOption } from './use-product-options';

const read = (query: string, state: unknown = null) =>
  readProductOptions(new URLSearchParams(query), state);

describe("the product page's options in its address", () => {
  it('start at the SPEC §3 defaults on a bare address', () => {
    expect(read('')).toEqual({
      goldColour: 'rose_gold',
      karat: '14k',
      clarity: 'VS-SI GH',
      quantity: 1,
      ringSize: null,
    });
  });

  it('come back as chosen: the way back from signing in shows the piece as it was left', () => {
    const search = new URLSearchParams();
    writeProductOption(search, 'clarity', 'VVS-VS FG');
    writeProductOption(search, 'karat', '18k');
    writeProductOption(search, 'quantity', 2);
    writeProductOption(search, 'ringSize', 12);
    expect(read(search.toString())).toEqual({
      goldColour: 'rose_gold',
      karat: '18k',
      clarity: 'VVS-VS FG',
      quantity: 2,
      ringSize: 12,
    });
    writeProductOption(search, 'ringSize', null);
    expect(read(search.toString()).ringSize).toBeNull();
  });

  it("take the listing's purity from navigation state unless the address names one", () => {
    expect(read('', { karat: '18K' }).karat).toBe('18k');
    expect(read('purity=14k', { karat: '18K' }).karat).toBe('14k');
  });

  it('ignore what the shop does not offer', () => {
    expect(read('metal=platinum&purity=22k&clarity=FL&qty=9&size=3')).toEqual(read(''));
  });
});
