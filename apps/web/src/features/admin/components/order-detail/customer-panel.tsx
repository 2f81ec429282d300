import { Link } from 'react-router';
import { LINK } from '../../../../components/ui/class-names';
import { Panel } from '../../../../components/ui/panel';
import type { AdminOrderDetail } from '../../api';

/** Who ordered (linked to their page) and where it ships. */
export function CustomerPanel({ detail }: { detail: AdminOrderDetail }) {
  const { order, customer } = detail;
  return (
    <Panel title="Customer" id="o-customer">
      <p className="font-semibold text-ink">
        <Link to={`/admin/customers/${customer.id}`} className={LINK}>
          {customer.name}
        </Link>
      </p>
      <p className="text-sm break-all text-ink-soft">{customer.email}</p>
      <p className="text-sm text-ink-soft">{customer.phone_number}</p>
      <h3 className="mt-3 font-sans text-xs font-bold tracking-wide text-ink-muted uppercase">
        Ship to
      </h3>
      <address className="text-sm text-ink not-italic">
        {order.address.recipient_name}
        <br />
        {order.address.address}, {order.address.area}
        <br />
        {order.address.landmark && (
          <>
            {order.address.landmark}
            <br />
          </>
        )}
        {order.address.state} {order.address.pincode}
        <br />
        {order.address.mobile}
      </address>
    </Panel>
  );
}
