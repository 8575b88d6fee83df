import { useState } from 'react';
import { COURIER_NAMES, type CourierId, type CourierSetup } from '@alankar/shared/courier';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import type { BookManyResult } from '@alankar/shared/shipment-schemas';
import { api, ApiError } from '~/lib/api-client';
import { showToast } from '~/ui/toast';
import { CourierSelect } from './courier-select';

const ordersWord = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** Staff send the orders they chose to one courier; each is booked on its own, and those refused say why. */
export function BulkBooking({
  chosen,
  orders,
  couriers,
  defaultCourier,
  onDone,
}: {
  chosen: readonly string[];
  orders: readonly Order[];
  couriers: readonly CourierSetup[];
  defaultCourier: CourierId | null;
  onDone: () => void;
}) {
  const ready = couriers.filter((courier) => courier.ready).map((courier) => courier.id);
  const [courier, setCourier] = useState<CourierId | undefined>(
    defaultCourier && ready.includes(defaultCourier) ? defaultCourier : ready[0],
  );
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ label: string; reason: string }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // What was refused stays in view after the choice is cleared, until the next sending.
  if (!courier || (chosen.length === 0 && refused.length === 0)) return null;

  const labelOf = (id: string) => {
    const order = orders.find((one) => one._id === id);
    return order ? orderNumberLabel(order.number) : 'An order';
  };

  async function send(to: CourierId) {
    setBusy(true);
    setProblem(null);
    setRefused([]);
    try {
      const result = await api<BookManyResult>('/shipments', {
        method: 'POST',
        body: { orderIds: chosen, courier: to },
      });
      if (result.booked.length > 0) showToast(`${ordersWord(result.booked.length)} sent to ${COURIER_NAMES[to]}`);
      setRefused(result.refused.map(({ _id, reason }) => ({ label: labelOf(_id), reason })));
      onDone();
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : 'Nothing was sent. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Send chosen orders to a courier"
      className="mb-4 space-y-3 bg-white p-4 ring-1 ring-emerald/40"
    >
      {chosen.length > 0 ? (
        <div className="flex flex-wrap items-end gap-3">
          <p className="self-center text-sm font-medium">{ordersWord(chosen.length)} chosen</p>
          {ready.length > 1 ? (
            <CourierSelect id="bulk-courier" couriers={ready} value={courier} onChange={setCourier} />
          ) : null}
          <button type="button" disabled={busy} onClick={() => void send(courier)} className="btn btn-primary">
            {busy ? 'Sending…' : `Send ${ordersWord(chosen.length)} to ${COURIER_NAMES[courier]}`}
          </button>
        </div>
      ) : null}
      {refused.length > 0 ? (
        <div role="alert" className="text-sm">
          <p className="font-medium text-danger">Not sent:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {refused.map(({ label, reason }) => (
              <li key={label}>
                {label}: {reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
