import { StatusLine } from '../../../../components/ui/status-line';
import type { AdminProduct } from '../../api';
import { BasicsPanel } from './basics-panel';
import { DiamondsPanel } from './diamonds-panel';
import { RingSizesPanel } from './ring-sizes-panel';
import { StonesPanel } from './stones-panel';
import { useProductForm } from './use-product-form';
import { WeightsPanel } from './weights-panel';

/** Every SPEC §3 field of a product, created or saved in one submit. */
export function ProductForm({ product }: { product: AdminProduct | undefined }) {
  const f = useProductForm(product);
  return (
    <form onSubmit={(e) => void f.onSubmit(e)} noValidate className="space-y-4">
      <BasicsPanel f={f} />
      <WeightsPanel f={f} />
      <DiamondsPanel f={f} />
      <RingSizesPanel f={f} />
      <StonesPanel f={f} />
      <div className="sticky bottom-0 -mx-3 space-y-2 border-t border-line bg-ivory/95 px-3 py-3 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
        <StatusLine ok={f.form.ok} error={f.form.error} />
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={f.busy}>
          {f.busy ? 'Saving…' : product ? 'Save product' : 'Create product'}
        </button>
      </div>
    </form>
  );
}
