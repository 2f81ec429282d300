import { useState } from 'react';
import type { Address } from '@kanak/domain/contract/addresses';
import type { AccountUser } from '@kanak/domain/contract/auth';
import type { CartLine } from '../../../lib/cart-line';
import { ListSkeleton } from '../../../components/layouts/account-frame';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAddresses } from '../api/get-addresses';
import { useSaveAddress } from '../api/save-address';
import {
  AddressForm,
  EMPTY_ADDRESS,
  validateAddress,
  valuesOf,
  type AddressValues,
} from './address-form';
import { CheckoutPayment } from './checkout-payment';
import { SavedAddresses } from './saved-addresses';

interface AddressStepProps {
  user: AccountUser;
  lines: CartLine[];
  total: number;
}

/** The checkout's address step (SPEC §4 "Checkout"), then documents and payment once it is saved. */
export function AddressStep(props: AddressStepProps) {
  const addresses = useAddresses();
  if (addresses.isPending) return <ListSkeleton label="Loading your addresses" />;
  // Without the book (an error) the form still works: the customer types a new address.
  return (
    <AddressEditor
      {...props}
      book={addresses.data?.data ?? []}
      defaultId={addresses.data?.default_address_id ?? null}
    />
  );
}

function AddressEditor({
  user,
  lines,
  total,
  book,
  defaultId,
}: AddressStepProps & { book: Address[]; defaultId: number | null }) {
  const save = useSaveAddress();
  // Prefilled from the default address (the newest).
  const initial = book.find((a) => a.id === defaultId) ?? null;
  const [selectedId, setSelectedId] = useState<number | null>(initial?.id ?? null);
  const [values, setValues] = useState<AddressValues>(initial ? valuesOf(initial) : EMPTY_ADDRESS);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof AddressValues, string>>>({});
  const [savedId, setSavedId] = useState<number | null>(null);

  const choose = (address: Address | null) => {
    setSelectedId(address?.id ?? null);
    setValues(address ? valuesOf(address) : EMPTY_ADDRESS);
    setSavedId(null);
    setError(null);
    setFieldErrors({});
  };

  const submit = () => {
    setError(null);
    setFieldErrors({});
    const problem = validateAddress(values, lines.length > 0);
    if (problem) return setError(problem);
    const selected = book.find((a) => a.id === selectedId);
    // The saved address unchanged is confirmed as it is (and becomes the default); any change
    // saves a new one, so past orders keep the address they were sent to.
    const unchanged = selected && JSON.stringify(valuesOf(selected)) === JSON.stringify(values);
    save.mutate(
      { id: unchanged ? selected.id : null, fields: values },
      {
        onSuccess: (response) => {
          toast.success(response.message);
          setSelectedId(response.address.id);
          setSavedId(response.address.id);
        },
        onError: (caught) => {
          if (caught instanceof ApiError && caught.status === 401) return;
          setError(caught.message);
          if (caught instanceof ApiError && caught.errors) {
            setFieldErrors(
              Object.fromEntries(Object.entries(caught.errors).map(([k, v]) => [k, v[0]])),
            );
          }
        },
      },
    );
  };

  return (
    <>
      <section
        aria-labelledby="address-title"
        className="rounded-sm border border-line bg-pearl p-5 desktop:p-7"
      >
        <h2 id="address-title" className="font-display text-2xl text-ink">
          Where should we deliver?
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Insured, free shipping across India.</p>
        {book.length > 0 && (
          <SavedAddresses book={book} selectedId={selectedId} onChoose={choose} />
        )}
        <div className="mt-6">
          <AddressForm
            values={values}
            onChange={(next) => {
              setValues(next);
              setSavedId(null);
            }}
            busy={save.isPending}
            error={error}
            fieldErrors={fieldErrors}
            onSubmit={submit}
            submitLabel={savedId ? 'Address saved' : 'Save and continue'}
          />
        </div>
      </section>
      {savedId !== null && (
        <CheckoutPayment
          cartIds={lines.map((l) => l.id)}
          addressId={savedId}
          deliveryState={values.state}
          total={total}
          customer={{ name: user.name, email: user.email, phone: user.phone_number }}
        />
      )}
    </>
  );
}
