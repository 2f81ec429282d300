import { useId, useState, type FormEvent } from 'react';
import { OLD_GOLD_KARATS, OLD_GOLD_KIND_LABELS, OLD_GOLD_KINDS, OLD_GOLD_MAX_ITEMS, OLD_GOLD_MAX_PHOTOS, oldGoldEstimate, percentToBasisPoints, type OldGoldKind } from '@kanak/domain/gold-exchange';
import type { GoldExchangeRates } from '@kanak/domain/contract/gold-exchange';
import type { Address } from '@kanak/domain/contract/addresses';
import { formatPaise, formatRupees, rupeesToPaise } from '@kanak/domain/money';
import type { WorkshopKarat } from '@kanak/domain/workshop';
import { INPUT_CLASS } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast';
import { useCreateGoldExchange } from '../api/gold-exchange';

interface Piece {
  kind: OldGoldKind;
  karat: WorkshopKarat;
  grams: string;
}

const WEIGHT = /^\d{1,4}(\.\d{1,3})?$/;
const blank = (): Piece => ({ kind: 'chain', karat: '22k', grams: '' });

/** Grams typed to whole milligrams, or null while it is not a weight. */
const milligrams = (grams: string): number | null => (WEIGHT.test(grams.trim()) && Number(grams) > 0 ? Math.round(Number(grams) * 1000) : null);

/**
 * What the customer has, the estimate as they type (each piece at its karat's buy rate, less the
 * shop's deduction, stated), how it reaches the shop, and up to three photos.
 */
export function EstimateForm({ rates, addresses }: { rates: GoldExchangeRates; addresses: Address[] }) {
  const id = useId();
  const [pieces, setPieces] = useState<Piece[]>([blank()]);
  const [handover, setHandover] = useState<'pickup' | 'shop'>(addresses.length > 0 ? 'pickup' : 'shop');
  const [addressId, setAddressId] = useState<number | null>(addresses[0]?.id ?? null);
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateGoldExchange();

  const buy = rates.buy_rates;
  const paiseRates = buy ? { '14k': rupeesToPaise(buy['14k']), '18k': rupeesToPaise(buy['18k']), '22k': rupeesToPaise(buy['22k']), '24k': rupeesToPaise(buy['24k']) } : null;
  const weighed = pieces.map((p) => ({ karat: p.karat, approxWeightMg: milligrams(p.grams) }));
  const ready = weighed.every((w) => w.approxWeightMg !== null);
  const estimate = ready ? oldGoldEstimate(weighed.map((w) => ({ karat: w.karat, approxWeightMg: w.approxWeightMg ?? 0 })), paiseRates, percentToBasisPoints(rates.deduction_percent)) : null;
  const set = (n: number, change: Partial<Piece>) => setPieces((all) => all.map((p, i) => (i === n ? { ...p, ...change } : p)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!ready) return setError('Please enter each piece’s approximate weight in grams (up to 3 decimals).');
    if (handover === 'pickup' && addressId === null) return setError('Please choose the address our insured courier should collect from.');
    const form = new FormData();
    form.append('items', JSON.stringify(pieces.map((p) => ({ kind: p.kind, karat: p.karat, approx_weight_g: Number(p.grams) }))));
    form.append('handover', handover);
    if (handover === 'pickup' && addressId !== null) form.append('address_id', String(addressId));
    for (const photo of photos) form.append('photos', photo);
    create.mutate(form, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setPieces([blank()]);
        setPhotos([]);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="eyebrow">
        Describe your gold
      </h2>
      <ol className="space-y-3">
        {pieces.map((p, n) => (
          <li key={n} className="grid grid-cols-2 gap-2 rounded-sm border border-line bg-pearl p-3 desktop:grid-cols-[1fr_1fr_1fr_auto] desktop:items-end">
            <label className="text-xs font-bold tracking-wide text-ink-soft uppercase">
              Piece {n + 1}
              <select className={`${INPUT_CLASS} mt-1`} value={p.kind} onChange={(e) => set(n, { kind: e.target.value as OldGoldKind })}>
                {OLD_GOLD_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {OLD_GOLD_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-xs font-bold tracking-wide text-ink-soft uppercase">
              Karat
              <select className={`${INPUT_CLASS} mt-1`} value={p.karat} onChange={(e) => set(n, { karat: e.target.value as WorkshopKarat })}>
                {OLD_GOLD_KARATS.map((k) => (
                  <option key={k} value={k}>
                    {k.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
            <label className="col-span-2 text-xs font-bold tracking-wide text-ink-soft uppercase desktop:col-span-1">
              Approx. weight, grams
              <input className={`${INPUT_CLASS} mt-1 text-right tabular-nums`} inputMode="decimal" value={p.grams} placeholder="e.g. 10.5" onChange={(e) => set(n, { grams: e.target.value })} />
            </label>
            {pieces.length > 1 && (
              <button type="button" className="btn btn-outline col-span-2 desktop:col-span-1" onClick={() => setPieces((all) => all.filter((_, i) => i !== n))}>
                Remove piece {n + 1}
              </button>
            )}
          </li>
        ))}
      </ol>
      {pieces.length < OLD_GOLD_MAX_ITEMS && (
        <button type="button" className="btn btn-outline" onClick={() => setPieces((all) => [...all, blank()])}>
          Add a piece
        </button>
      )}

      <section aria-live="polite" aria-labelledby={`${id}-estimate`} className="rounded-sm border border-gold/60 bg-gold-soft/25 p-5">
        <h3 id={`${id}-estimate`} className="eyebrow">
          Estimate
        </h3>
        {estimate ? (
          <>
            <p className="mt-2 font-display text-3xl text-maroon tabular-nums" data-testid="old-gold-estimate">
              {formatPaise(estimate.valuePaise)}
            </p>
            <p className="mt-1 text-sm text-ink-soft">
              {formatPaise(estimate.grossPaise)} at today’s buy rates, less our {rates.deduction_percent}% deduction for melting and refining ({formatPaise(estimate.deductionPaise)}).
            </p>
          </>
        ) : (
          <p className="mt-2 text-sm text-ink-soft">Enter each piece’s approximate weight to see what it fetches.</p>
        )}
        {buy && (
          <p className="mt-2 text-xs text-ink-muted">
            Buy rates per gram: {OLD_GOLD_KARATS.map((k) => `${k.toUpperCase()} ${formatRupees(buy[k])}`).join(' · ')}. The final value is set on the purity and net weight we test (XRF) in the shop.
          </p>
        )}
      </section>

      <fieldset className="space-y-2">
        <legend className="eyebrow">How it reaches us</legend>
        <label className="flex min-h-tap items-center gap-2 text-sm">
          <input type="radio" name={`${id}-handover`} checked={handover === 'pickup'} disabled={addresses.length === 0} onChange={() => setHandover('pickup')} />
          Collect it from my address (insured courier, free)
        </label>
        {handover === 'pickup' && addresses.length > 0 && (
          <label className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
            Collection address
            <select className={`${INPUT_CLASS} mt-1`} value={addressId ?? ''} onChange={(e) => setAddressId(Number(e.target.value))}>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.recipient_name}, {a.address}, {a.pincode}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex min-h-tap items-center gap-2 text-sm">
          <input type="radio" name={`${id}-handover`} checked={handover === 'shop'} onChange={() => setHandover('shop')} />
          I will bring it to the shop
        </label>
      </fieldset>

      <label className="block text-xs font-bold tracking-wide text-ink-soft uppercase">
        Photos (optional, up to {OLD_GOLD_MAX_PHOTOS})
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="mt-1 block w-full text-sm normal-case"
          onChange={(e) => setPhotos(Array.from(e.target.files ?? []).slice(0, OLD_GOLD_MAX_PHOTOS))}
        />
      </label>

      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={create.isPending || !buy}>
        {create.isPending ? 'Sending…' : 'Send request'}
      </button>
    </form>
  );
}
