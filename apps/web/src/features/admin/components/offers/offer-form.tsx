import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { OfferPreviewResponse, OfferView } from '@kanak/domain/contract/admin-offers';
import { formatRupees } from '@kanak/domain/money';
import { InputField } from '../../../../components/ui/form-field';
import { Panel } from '../../../../components/ui/panel';
import { StatusLine } from '../../../../components/ui/status-line';
import { adminKeys, adminSend, useCategories } from '../../api';
import { useFormState } from '../../hooks/use-form-state';

/** An instant as the India date-time a `datetime-local` input shows ('2026-10-29T00:00'). */
export const indiaLocal = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);

interface Draft {
  title: string;
  code: string;
  making: string;
  diamond: string;
  categories: number[];
  minOrder: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
}

const EMPTY: Draft = { title: '', code: '', making: '', diamond: '', categories: [], minOrder: '', startsAt: '', endsAt: '', active: true };

const draftOf = (o: OfferView): Draft => ({
  title: o.title,
  code: o.code ?? '',
  making: String(o.making_discount_percent),
  diamond: String(o.diamond_discount_percent),
  categories: o.category_ids ?? [],
  minOrder: o.min_order === null ? '' : String(o.min_order),
  startsAt: indiaLocal(o.starts_at),
  endsAt: indiaLocal(o.ends_at),
  active: o.active,
});

/** The terms' effect on a sample piece, asked of the API as they are typed. */
function Preview({ making, diamond, categories }: { making: number; diamond: number; categories: number[] }) {
  const [terms, setTerms] = useState({ making, diamond, categories });
  useEffect(() => {
    const t = setTimeout(() => setTerms({ making, diamond, categories }), 400);
    return () => clearTimeout(t);
  }, [making, diamond, categories]);
  const query = useQuery({
    queryKey: [...adminKeys.offers, 'preview', terms],
    queryFn: () =>
      adminSend<OfferPreviewResponse>('offers/preview', 'POST', {
        making_discount_percent: terms.making,
        diamond_discount_percent: terms.diamond,
        category_ids: terms.categories,
      }),
  });
  const s = query.data?.sample;
  return (
    <div aria-live="polite" className="rounded-xs border border-gold/50 bg-gold-soft/20 p-3 text-sm">
      <p className="text-xs font-bold tracking-wide text-ink-soft uppercase">Preview</p>
      {query.isError ? (
        <p className="mt-1 text-ink-soft">{query.error.message}</p>
      ) : !s ? (
        <p className="mt-1 text-ink-soft">{query.isPending ? 'Working it out…' : 'No active piece in these categories.'}</p>
      ) : (
        <>
          <p className="mt-1 text-ink">
            {s.name}: <s className="text-ink-muted">{formatRupees(s.original_total)}</s>{' '}
            <strong className="text-maroon">{formatRupees(s.total)}</strong>
          </p>
          <p className="text-xs text-ink-muted">
            Making −{formatRupees(s.making_discount)} · diamonds −{formatRupees(s.diamond_discount)}, before 3% GST · 14 KT rose gold
          </p>
        </>
      )}
    </div>
  );
}

/** A new offer, or the one being edited: terms, window in India time, and its preview. */
export function OfferForm({ editing, onDone }: { editing: OfferView | null; onDone: () => void }) {
  const client = useQueryClient();
  const categories = useCategories();
  const form = useFormState();
  const [busy, setBusy] = useState(false);
  const [d, setD] = useState<Draft>(editing ? draftOf(editing) : EMPTY);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const body = {
        title: d.title,
        code: d.code.trim() || null,
        making_discount_percent: d.making === '' ? 0 : Number(d.making),
        diamond_discount_percent: d.diamond === '' ? 0 : Number(d.diamond),
        category_ids: d.categories.length > 0 ? d.categories : null,
        min_order: d.minOrder === '' ? null : Number(d.minOrder),
        starts_at: d.startsAt,
        ends_at: d.endsAt,
        active: d.active,
      };
      if (editing) await adminSend(`offers/${editing.id}`, 'PUT', body);
      else await adminSend('offers', 'POST', body);
      form.succeed(editing ? 'Offer saved; prices follow it.' : 'Offer created; prices follow it.');
      if (!editing) setD(EMPTY);
      await client.invalidateQueries({ queryKey: adminKeys.offers });
      onDone();
    } catch (e) {
      form.fail(e);
    } finally {
      setBusy(false);
    }
  };

  const fields = ['title', 'code', 'making_discount_percent', 'diamond_discount_percent', 'min_order', 'starts_at', 'ends_at'];
  return (
    <Panel title={editing ? `Edit offer #${editing.id}` : 'New offer'} id="offer-form">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-3">
        <InputField dense id="offer-title" label="Title" placeholder="Dhanteras: 25% off making" value={d.title} error={form.fieldError('title')} onChange={(e) => set({ title: e.target.value })} />
        <InputField dense optional id="offer-code" label="Code" hint="Leave empty for an automatic offer on every price it covers." value={d.code} error={form.fieldError('code')} autoComplete="off" onChange={(e) => set({ code: e.target.value.toUpperCase() })} />
        <div className="grid grid-cols-2 gap-2">
          <InputField dense id="offer-making" label="Making % off" inputMode="decimal" value={d.making} error={form.fieldError('making_discount_percent')} onChange={(e) => set({ making: e.target.value })} />
          <InputField dense id="offer-diamond" label="Diamond % off" inputMode="decimal" value={d.diamond} error={form.fieldError('diamond_discount_percent')} onChange={(e) => set({ diamond: e.target.value })} />
        </div>
        <fieldset>
          <legend className="text-xs font-bold tracking-wide text-ink-soft uppercase">
            Categories <span className="font-normal normal-case">(none ticked: all)</span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {(categories.data?.data ?? []).map((c) => (
              <label key={c.id} className="flex min-h-tap items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={d.categories.includes(c.id)}
                  onChange={(e) => set({ categories: e.target.checked ? [...d.categories, c.id] : d.categories.filter((x) => x !== c.id) })}
                  className="size-4 accent-maroon"
                />
                {c.name}
              </label>
            ))}
          </div>
        </fieldset>
        <InputField dense optional id="offer-min" label="Minimum order (₹)" hint="For codes: the cart must reach it. An automatic offer with a minimum applies in the cart only." inputMode="numeric" value={d.minOrder} error={form.fieldError('min_order')} onChange={(e) => set({ minOrder: e.target.value })} />
        <div className="grid grid-cols-2 gap-2">
          <InputField dense id="offer-start" label="Starts (India time)" type="datetime-local" value={d.startsAt} error={form.fieldError('starts_at')} onChange={(e) => set({ startsAt: e.target.value })} />
          <InputField dense id="offer-end" label="Ends (India time)" type="datetime-local" value={d.endsAt} error={form.fieldError('ends_at')} onChange={(e) => set({ endsAt: e.target.value })} />
        </div>
        <label className="flex min-h-tap items-center gap-2 text-sm">
          <input type="checkbox" checked={d.active} onChange={(e) => set({ active: e.target.checked })} className="size-4 accent-maroon" />
          Active
        </label>
        <Preview making={Number(d.making) || 0} diamond={Number(d.diamond) || 0} categories={d.categories} />
        <StatusLine ok={form.ok} error={form.error && !fields.some((f) => form.error?.fields[f]) ? form.error : null} />
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary flex-1" disabled={busy}>
            {editing ? 'Save offer' : 'Create offer'}
          </button>
          {editing && (
            <button type="button" className="btn btn-outline" onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </Panel>
  );
}
