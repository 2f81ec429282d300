import { describe, expect, it } from 'vitest';
import { validateAddress } from './address-form';
import { gstSplitText } from './checkout-payment';

describe('the checkout’s GST wording and address rule', () => {
  it('says CGST + SGST within the shop’s state and IGST elsewhere', () => {
    expect(gstSplitText('Maharashtra', 'Maharashtra', 3)).toBe('GST 3% in the total is CGST 1.5% + SGST 1.5%: delivery within Maharashtra.');
    expect(gstSplitText('Karnataka', 'Maharashtra', 3)).toBe('GST 3% in the total is IGST: delivery to Karnataka, outside Maharashtra.');
  });

  it('refuses a pincode of another state before sending the address', () => {
    const values = { recipient_name: 'A', landmark: 'B', mobile: '9876543210', pincode: '400002', state: 'Delhi', area: 'C', address: 'D' };
    expect(validateAddress(values, true)).toBe('This pincode is not in Delhi. Please check the pincode or the state.');
    expect(validateAddress({ ...values, state: 'Maharashtra' }, true)).toBeNull();
  });
});
