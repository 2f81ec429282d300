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

describe('pincodeMatchesState', () => {
  it('knows a pincode by its postal circle, and accepts either state of a shared circle', async () => {
    const { pincodeMatchesState } = await import('./india.ts');
    const ok: [string, string][] = [['400002', 'Maharashtra'], ['403001', 'Goa'], ['110001', 'Delhi'], ['600004', 'Tamil Nadu'], ['560001', 'Karnataka'], ['700001', 'West Bengal'], ['500001', 'Telangana'], ['160017', 'Chandigarh'], ['560001', 'Karnataka']];
    for (const [pin, state] of ok) expect(pincodeMatchesState(pin, state), `${pin} ${state}`).toBe(true);
    expect(pincodeMatchesState('400002', 'Delhi')).toBe(false);
    expect(pincodeMatchesState('110001', 'Maharashtra')).toBe(false);
    expect(pincodeMatchesState('600004', 'Karnataka')).toBe(false);
  });

  it('is the address form’s rule: a mismatch is refused on the pincode with a plain message', () => {
    const result = addressFieldsSchema.safeParse({ recipient_name: 'A', landmark: 'B', mobile: '9876543210', pincode: '400002', state: 'Delhi', area: 'C', address: 'D' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['pincode', 'This pincode is not in Delhi. Please check the pincode or the state.']]);
  });
});

describe('pincodeMatchesState: the Army Postal Service (issue 37)', () => {
  it('lets a pincode from 90 to 99 pass with any state: it belongs to none', async () => {
    const { pincodeMatchesState } = await import('./india.ts');
    expect(pincodeMatchesState('900001', 'Kerala')).toBe(true);
    expect(pincodeMatchesState('999001', 'Delhi')).toBe(true);
    expect(pincodeMatchesState('890001', 'Delhi')).toBe(false);
  });
});
