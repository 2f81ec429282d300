import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from './contract/addresses.ts';
import { addToCartRequestSchema } from './contract/cart.ts';
import { INDIAN_STATES } from './india.ts';

describe('the address rules shared by the form and the API', () => {
  it('lists 28 states and 8 union territories, each once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
  });

  it('answers SPEC text for a blank field and the pincode rule for a malformed one', () => {
    const result = addressFieldsSchema.safeParse({
      recipient_name: ' ',
      landmark: 'Gate 2',
      mobile: '9876543210',
      pincode: '012345',
      state: 'Kerala',
      area: 'Kochi',
      address: '1 MG Road',
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['recipient_name', 'Please fill all fields and valid mobile number'],
      ['pincode', 'Please enter a valid 6-digit pincode'],
    ]);
  });
});

describe('the add-to-cart request', () => {
  it('defaults to one piece at clarity SI-I IJ and drops user_id', () => {
    const parsed = addToCartRequestSchema.parse({
      product_id: '4',
      gold_type: 'rose_gold',
      gold_carat: '14k',
      user_id: 9,
    });
    expect(parsed).toEqual({
      product_id: 4,
      quantity: 1,
      gold_type: 'rose_gold',
      gold_carat: '14k',
      diamond_clarity: 'SI-I IJ',
    });
  });
});
