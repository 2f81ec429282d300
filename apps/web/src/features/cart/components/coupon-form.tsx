import { useId, useState, type FormEvent } from 'react';
import { formatRupees } from '@kanak/domain/money';
import { INPUT_CLASS } from '../../../components/ui/form-field';
import type { Cart } from '../../../lib/cart-line';
import { useApplyCoupon, useRemoveCoupon } from '../api/cart-coupon';

/** An offer code for the cart: applied with its saving, or refused with the API's reason. */
export function CouponForm({ coupon }: { coupon: Cart['coupon'] }) {
  const id = useId();
  const [code, setCode] = useState('');
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim() || apply.isPending) return;
    apply.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  if (coupon) {
    return (
      <div className="rounded-xs border border-gold/60 bg-gold-soft/25 px-3 py-2 text-sm" role="status">
        <p className="font-semibold text-ink">
          {coupon.code} · {coupon.title}
        </p>
        <p className="text-ink-soft">
          {coupon.applied ? `You save ${formatRupees(coupon.saving)}.` : coupon.reason}
        </p>
        <button type="button" className="mt-1 min-h-tap text-sm font-semibold text-maroon underline-offset-4 hover:underline" disabled={remove.isPending} onClick={() => remove.mutate()}>
          Remove code
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-1">
      <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-ink">
        Offer code
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={apply.isError}
          aria-describedby={apply.isError ? `${id}-error` : undefined}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          className={`${INPUT_CLASS} min-w-0 flex-1`}
        />
        <button type="submit" className="btn btn-outline shrink-0" disabled={apply.isPending || !code.trim()}>
          Apply
        </button>
      </div>
      {apply.isError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {apply.error.message}
        </p>
      )}
    </form>
  );
}
