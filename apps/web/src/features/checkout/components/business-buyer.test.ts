import { describe, expect, it } from 'vitest';
import { BUSINESS_BUYER_MESSAGES, businessBuyerFields, checkBusinessBuyer, NO_BUSINESS_BUYER } from './business-buyer';

describe('the business buyer at checkout (ARCHITECTURE §9 bill to)', () => {
  it('asks nothing of a personal purchase and sends nothing', () => {
    expect(checkBusinessBuyer(NO_BUSINESS_BUYER)).toEqual({});
    expect(businessBuyerFields({ ...NO_BUSINESS_BUYER, buyerLegalName: 'left over' })).toEqual({});
  });

  it('with a GSTIN asks for the legal name and billing address, in the API’s words, and sends the three', () => {
    const gstin = '27AAPFU0939F1ZV';
    expect(checkBusinessBuyer({ gstin, buyerLegalName: ' ', billingAddress: '' })).toEqual({
      buyerLegalName: BUSINESS_BUYER_MESSAGES.buyerLegalNameRequired,
      billingAddress: BUSINESS_BUYER_MESSAGES.billingAddressRequired,
    });
    expect(checkBusinessBuyer({ gstin: '27AAPFU0939F1ZW', buyerLegalName: 'A', billingAddress: 'B' })).toEqual({ gstin: BUSINESS_BUYER_MESSAGES.gstinInvalid });
    expect(businessBuyerFields({ gstin, buyerLegalName: ' Umang Ornaments LLP ', billingAddress: 'Opera House\nMumbai ' })).toEqual({
      gstin,
      buyerLegalName: 'Umang Ornaments LLP',
      billingAddress: 'Opera House\nMumbai',
    });
  });
});
