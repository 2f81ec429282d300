import { formatRupees } from '@kanak/domain/money';
import { BackLink } from '../../../components/ui/back-link';
import { Panel } from '../../../components/ui/panel';
import { useProduct } from '../api';
import { AdminNotFound } from '../components/admin-not-found';
import { PageHeader } from '../components/page-header';
import { MediaPanel } from '../components/product-edit/media-panel';
import { ProductForm } from '../components/product-edit/product-form';
import { useIdParam } from '../hooks/use-id-param';
import { QueryView } from '../components/query-view';

/** /admin/products/new: every SPEC §3 field; images and video come after the first save. */
export function NewProductPage() {
  return (
    <>
      <BackLink to="/admin/products">All products</BackLink>
      <PageHeader title="New product" />
      <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
        <ProductForm product={undefined} />
        <Panel title="Images and video" id="media">
          <p className="text-sm text-ink-soft">
            Save the product first, then add its images per colour and its video here.
          </p>
        </Panel>
      </div>
    </>
  );
}

/** Edit a product: every SPEC §3 field, then its images per colour and its video. */
export function ProductEditPage() {
  const id = useIdParam();
  if (id === null) return <AdminNotFound />;
  return <ProductEdit key={id} id={id} />;
}

function ProductEdit({ id }: { id: number }) {
  const query = useProduct(id);
  const product = query.data?.data;
  return (
    <>
      <BackLink to="/admin/products">All products</BackLink>
      <PageHeader
        title={product?.name ?? 'Product'}
        description={
          product
            ? `${product.product_code} · list price ${formatRupees(product.price)} (rose, 14 KT, VS-SI GH)`
            : undefined
        }
      />
      <QueryView query={query}>
        {(data) => (
        <div className="grid gap-4 desktop:grid-cols-[1fr_22rem] desktop:items-start">
          <ProductForm key={data.data.id} product={data.data} />
          <MediaPanel product={data.data} />
        </div>
        )}
      </QueryView>
    </>
  );
}
