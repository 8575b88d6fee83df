import { Link } from '~/ui/shop-links';
import type { Order } from '@alankar/shared/order-schemas';
import { ConfirmOrderButton } from './confirm-order-button';
import { RefundForm } from './refund-form';
import { useHydrated } from '~/lib/use-hydrated';
import type { CourierId, CourierSetup } from '@alankar/shared/courier';
import { ParcelPanel } from '../couriers/parcel-panel';
import { AdvanceNotice } from './advance-notice';
import { PhoneHistoryPanel } from '../couriers/phone-history';

/**
 * What staff do on an order's page: confirm it, book its courier, see its phone's delivery record, print its invoice or
 * label, give money back. Loaded only for staff, so
 * a customer's order page carries none of it (nor the validation the refund form uses).
 */
export default function StaffOrderTools({
  order,
  couriers,
  defaultCourier,
}: {
  order: Order;
  couriers: readonly CourierSetup[];
  defaultCourier: CourierId | null;
}) {
  // These tools arrive after the rest of the page is live: until they are too, their fields and buttons are shown
  // disabled, so nothing typed or tapped into the server's copy of them is lost.
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="min-w-0 space-y-4">
      <AdvanceNotice order={order} />
      <ConfirmOrderButton order={order} />
      <ParcelPanel order={order} couriers={couriers} defaultCourier={defaultCourier} />
      <PhoneHistoryPanel order={order} />
      <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <Link to={`/invoice/${order._id}`} className="font-medium text-emerald underline underline-offset-4">
          Print invoice
        </Link>
        <Link to={`/invoice/${order._id}?size=label`} className="font-medium text-emerald underline underline-offset-4">
          Print courier label
        </Link>
      </p>
      {order.payments.map((payment, index) => (
        <RefundForm key={`${payment._id}-${payment.refundable}`} order={order} payment={payment} second={index > 0} />
      ))}
    </fieldset>
  );
}
