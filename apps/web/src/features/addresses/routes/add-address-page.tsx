import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { countPieces } from '@kanak/domain/catalog';
import type { Address } from '@kanak/domain/contract/addresses';
import type { CartLine } from '@kanak/domain/contract/cart';
import { formatRupees } from '@kanak/domain/money';
import { MESSAGES } from '@kanak/domain/messages';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import type { AccountUser } from '@kanak/domain/contract/auth';
import { useCart } from '../../cart/api/cart-api';
import { lineOptions } from '../../cart/components/cart-line-item';
import { OrderSummary } from '../../cart/components/order-summary';
import {
  ListSkeleton,
  SignedIn,
  Notice,
  PageFrame,
  ShopNowLink,
} from '../../auth/components/account-frame';
import { pictureFor } from '@kanak/domain/product-images';
import type { CheckoutDraft } from '../../cart/routes/cart-page';
import { CheckoutPayment } from '../../checkout/components/checkout-payment';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useAddresses, useSaveAddress } from '../api/addresses-api';
import {
  AddressForm,
  EMPTY_ADDRESS,
  validateAddress,
  valuesOf,
  type AddressValues,
} from '../components/address-form';

function readDraft(state: unknown): Partial<CheckoutDraft> {
  if (typeof state !== 'object' || state === null) return {};
  const { cartIds } = state as { cartIds?: unknown };
  return Array.isArray(cartIds) && cartIds.every((id) => typeof id === 'number')
    ? { cartIds: cartIds as number[] }
    : {};
}

/** /addaddress: the delivery address, then documents and payment (SPEC §2, §4 "Checkout"). */
export function AddAddressPage() {
  return (
    <PageFrame eyebrow="Checkout" title="Delivery address" documentTitle="Delivery address">
      <SignedIn loginMessage="Please login to place your order." loadingLabel="Loading your order">
        {(user) => <Checkout user={user} />}
      </SignedIn>
    </PageFrame>
  );
}

function Checkout({ user }: { user: AccountUser }) {
  const location = useLocation();
  const draft = useMemo(() => readDraft(location.state), [location.state]);
  const cart = useCart();

  if (cart.isPending) return <ListSkeleton label="Loading your order" />;
  if (cart.isError) return <Notice message={cart.error.message} />;
  // The lines chosen on the cart page, as they stand now; without a choice, the whole cart.
  const chosen = draft.cartIds
    ? cart.data.data.filter((l) => draft.cartIds!.includes(l.id))
    : cart.data.data;
  if (cart.data.data.length === 0) {
    return (
      <Notice message={MESSAGES.empty.cart}>
        <ShopNowLink />
      </Notice>
    );
  }
  const everything = chosen.length === cart.data.data.length;
  // The API's own figures: the cart total, or the chosen lines' totals as it quoted them.
  const total = everything ? cart.data.total_price : chosen.reduce((n, l) => n + l.totalPrice, 0);

  return (
    <div className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_24rem] desktop:items-start">
      <div className="min-w-0 space-y-8">
        <AddressStep user={user} lines={chosen} total={total} />
      </div>
      <div className="space-y-4 desktop:sticky desktop:top-6">
        <OrderSummary pieces={countPieces(chosen)} total={total}>
          <ul aria-label="Pieces in this order" className="space-y-3 border-t border-line pt-4">
            {chosen.map((line) => (
              <SummaryLine key={line.id} line={line} />
            ))}
          </ul>
        </OrderSummary>
        <Link
          to={paths.cart}
          className="inline-flex min-h-tap items-center text-sm font-semibold text-maroon underline underline-offset-4"
        >
          Back to cart
        </Link>
      </div>
    </div>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const picture = pictureFor(line.product, line.gold_type);
  return (
    <li className="flex gap-3">
      <div className="size-16 shrink-0 overflow-hidden bg-sand">
        {picture && (
          <ResponsiveImage src={picture} alt="" sizes="64px" className="size-full object-cover" />
        )}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-ink">{line.product.name}</p>
        <p className="text-ink-muted">
          {lineOptions(line)} · Qty {line.quantity}
        </p>
        <p className="font-semibold text-ink tabular-nums">{formatRupees(line.totalPrice)}</p>
      </div>
    </li>
  );
}

interface AddressStepProps {
  user: AccountUser;
  lines: CartLine[];
  total: number;
}

function AddressStep(props: AddressStepProps) {
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
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-ink">Saved addresses</legend>
            <div className="mt-2 grid gap-2">
              {book.map((a) => (
                <label
                  key={a.id}
                  className={`flex cursor-pointer gap-3 rounded-xs border p-3 text-sm ${
                    selectedId === a.id ? 'border-maroon bg-maroon-tint' : 'border-line-strong/60'
                  }`}
                >
                  <input
                    type="radio"
                    name="saved-address"
                    checked={selectedId === a.id}
                    onChange={() => choose(a)}
                    className="mt-1 size-4 accent-maroon"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{a.recipient_name}</span>
                    <span className="block text-ink-soft">
                      {[a.address, a.area, a.landmark, a.state, a.pincode].join(', ')}
                    </span>
                    <span className="block text-ink-muted">{a.mobile}</span>
                  </span>
                </label>
              ))}
              <label
                className={`flex min-h-tap cursor-pointer items-center gap-3 rounded-xs border p-3 text-sm ${
                  selectedId === null ? 'border-maroon bg-maroon-tint' : 'border-line-strong/60'
                }`}
              >
                <input
                  type="radio"
                  name="saved-address"
                  checked={selectedId === null}
                  onChange={() => choose(null)}
                  className="size-4 accent-maroon"
                />
                <span className="font-semibold text-ink">A new address</span>
              </label>
            </div>
          </fieldset>
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
          totalPrice={total}
          customer={{ name: user.name, email: user.email, phone: user.phone_number }}
        />
      )}
    </>
  );
}
