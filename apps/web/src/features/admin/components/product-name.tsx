import { Link } from 'react-router';
import { imageUrlAt } from '@kanak/domain/media';
import { LINK } from '../../../components/ui/class-names';
import type { AdminProduct } from '../api';

/** A product's thumbnail and name, linked to its edit page. */
export function ProductName({ p }: { p: AdminProduct }) {
  const img = p.img ?? p.images[0];
  return (
    <span className="flex items-center gap-3">
      {img ? (
        <img
          src={imageUrlAt(img, 320)}
          alt=""
          width="40"
          height="40"
          loading="lazy"
          className="size-10 shrink-0 rounded-xs bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-10 shrink-0 rounded-xs bg-sand" />
      )}
      <Link to={`/admin/products/${p.id}`} className={LINK}>
        {p.name}
      </Link>
    </span>
  );
}
