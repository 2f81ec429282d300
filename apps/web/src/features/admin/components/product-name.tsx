import { Link } from 'react-router';
import { LINK } from '../../../components/ui/class-names';
import type { AdminProduct } from '../api';
import { Thumb } from './thumb';

/** A product's thumbnail and name, linked to its edit page. */
export function ProductName({ p }: { p: AdminProduct }) {
  const img = p.img ?? p.images[0];
  return (
    <span className="flex items-center gap-3">
      <Thumb src={img} px={40} className="size-10 shrink-0" lazy />
      <Link to={`/admin/products/${p.id}`} className={LINK}>
        {p.name}
      </Link>
    </span>
  );
}
