/**
 * A product page's address carries the customer's choices; only the shop's own values count
 * (SPEC §3, §9), so a mistyped or hand-edited link never prices a piece the shop does not make.
 */
import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MAX_RING_SIZE, MIN_QUANTITY, MIN_RING_SIZE } from './catalog.ts';
import { chosenInAddress, LISTING_ADDRESS_KEYS, PAGE_ADDRESS_KEYS, PRODUCT_ADDRESS_KEYS } from './product-address.ts';

const read = (query: string) => chosenInAddress(new URLSearchParams(query));

describe('chosenInAddress', () => {
  it('reads every choice the address makes with the shop’s values', () => {
    expect(read('metal=white_gold&purity=18k&clarity=VVS-VS+FG&qty=2&size=12')).toEqual({
      goldColour: 'white_gold',
      karat: '18k',
      clarity: 'VVS-VS FG',
      quantity: 2,
      ringSize: 12,
    });
  });

  it('leaves out a choice the address does not make: no key at all, not an undefined one', () => {
    const chosen = read('metal=rose_gold');
    expect(chosen).toEqual({ goldColour: 'rose_gold' });
    expect(Object.keys(chosen)).toEqual(['goldColour']);
    expect(Object.keys(read(''))).toEqual([]);
  });

  it('leaves out a value the shop does not make', () => {
    expect(read('metal=platinum&purity=22k&clarity=FL&qty=two&size=x')).toEqual({});
    expect(read('metal=Rose_Gold&purity=18K')).toEqual({});
  });

  it('takes a quantity and a ring size within their bounds, the bounds included', () => {
    expect(read(`qty=${MIN_QUANTITY}&size=${MIN_RING_SIZE}`)).toEqual({ quantity: MIN_QUANTITY, ringSize: MIN_RING_SIZE });
    expect(read(`qty=${MAX_QUANTITY}&size=${MAX_RING_SIZE}`)).toEqual({ quantity: MAX_QUANTITY, ringSize: MAX_RING_SIZE });
    expect(read(`qty=${MIN_QUANTITY - 1}&size=${MIN_RING_SIZE - 1}`)).toEqual({});
    expect(read(`qty=${MAX_QUANTITY + 1}&size=${MAX_RING_SIZE + 1}`)).toEqual({});
  });

  it('takes only whole numbers written as digits alone', () => {
    expect(read('qty=2.5&size=12a')).toEqual({});
    expect(read('qty=a2&size=-12')).toEqual({});
    expect(read('qty=+2&size=1e1')).toEqual({});
  });
});

describe('PAGE_ADDRESS_KEYS', () => {
  it('holds every key a product page or a listing reads, each once, sorted', () => {
    const all = [...Object.values(PRODUCT_ADDRESS_KEYS), ...Object.values(LISTING_ADDRESS_KEYS)];
    expect(PAGE_ADDRESS_KEYS).toEqual([...new Set(all)].sort());
    expect(PAGE_ADDRESS_KEYS).toEqual(['clarity', 'metal', 'price', 'purity', 'qty', 'size', 'sort']);
  });
});
