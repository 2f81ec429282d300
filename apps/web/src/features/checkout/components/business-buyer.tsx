import { isValidGstin } from '@kanak/domain/gst';
import { Field, INPUT_CLASS, InputField } from '../../../components/ui/form-field';

/** ORDER_MESSAGES' texts, word for word (the contract module would pull zod into this chunk). */
export const BUSINESS_BUYER_MESSAGES = {
  gstinInvalid: 'Please enter a valid 15-character GSTIN, or leave it empty.',
  buyerLegalNameRequired: 'Please enter the legal name registered with this GSTIN: the tax invoice is billed to it.',
  billingAddressRequired: 'Please enter the billing address registered with this GSTIN: the tax invoice is billed to it.',
} as const;

/** A business purchase (ARCHITECTURE §9 "Bill to and ship to"): the GSTIN, and the buyer it is billed to. */
export interface BusinessBuyer {
  gstin: string;
  buyerLegalName: string;
  billingAddress: string;
}

export const NO_BUSINESS_BUYER: BusinessBuyer = { gstin: '', buyerLegalName: '', billingAddress: '' };

export type BusinessBuyerErrors = Partial<Record<keyof BusinessBuyer, string>>;

/** The API's rule, checked before sending: with a GSTIN, its legal name and billing address too. */
export function checkBusinessBuyer(b: BusinessBuyer): BusinessBuyerErrors {
  if (b.gstin === '') return {};
  const errors: BusinessBuyerErrors = {};
  if (!isValidGstin(b.gstin)) errors.gstin = BUSINESS_BUYER_MESSAGES.gstinInvalid;
  if (!b.buyerLegalName.trim()) errors.buyerLegalName = BUSINESS_BUYER_MESSAGES.buyerLegalNameRequired;
  if (!b.billingAddress.trim()) errors.billingAddress = BUSINESS_BUYER_MESSAGES.billingAddressRequired;
  return errors;
}

/** What POST orders receives: nothing for a personal purchase, the three fields for a business one. */
export function businessBuyerFields(b: BusinessBuyer): { gstin?: string; buyerLegalName?: string; billingAddress?: string } {
  return b.gstin === '' ? {} : { gstin: b.gstin, buyerLegalName: b.buyerLegalName.trim(), billingAddress: b.billingAddress.trim() };
}

interface BusinessBuyerFieldsProps {
  value: BusinessBuyer;
  errors: BusinessBuyerErrors;
  onChange: (value: BusinessBuyer) => void;
  /** Leaving a field checks it again. */
  onCheck: () => void;
}

/**
 * The optional GSTIN of a business purchase and, once one is typed, the legal name and billing
 * address registered with it: every tax document bills them, and ships to the delivery address.
 */
export function BusinessBuyerFields({ value, errors, onChange, onCheck }: BusinessBuyerFieldsProps) {
  const business = value.gstin !== '';
  return (
    <div className="space-y-4">
      <InputField
        id="checkout-gstin"
        label="GSTIN"
        optional
        hint="For a business purchase: the tax invoice will name your GSTIN."
        value={value.gstin}
        maxLength={15}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        error={errors.gstin}
        onChange={(e) => onChange({ ...value, gstin: e.target.value.toUpperCase().trim() })}
        onBlur={onCheck}
      />
      {business && (
        <div className="space-y-4 border-l-2 border-gold/60 pl-4">
          <InputField
            id="checkout-buyer-legal-name"
            label="Legal name of the business"
            hint="As registered with the GSTIN. The tax invoice is billed to it."
            value={value.buyerLegalName}
            maxLength={200}
            autoComplete="organization"
            error={errors.buyerLegalName}
            onChange={(e) => onChange({ ...value, buyerLegalName: e.target.value })}
            onBlur={onCheck}
          />
          <Field id="checkout-billing-address" label="Billing address" hint="As registered with the GSTIN. The piece still goes to the delivery address above." error={errors.billingAddress}>
            {(describedBy, invalid) => (
              <textarea
                id="checkout-billing-address"
                name="billing_address"
                rows={3}
                maxLength={500}
                autoComplete="street-address"
                value={value.billingAddress}
                onChange={(e) => onChange({ ...value, billingAddress: e.target.value })}
                onBlur={onCheck}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={INPUT_CLASS}
              />
            )}
          </Field>
        </div>
      )}
    </div>
  );
}
