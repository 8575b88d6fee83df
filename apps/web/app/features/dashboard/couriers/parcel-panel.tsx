import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { COURIER_NAMES, type CourierId, type CourierSetup } from '@alankar/shared/courier';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { formatTk } from '@alankar/shared/money';
import { orderNumberLabel } from '@alankar/shared/order';
import type { Order, OrderShipment } from '@alankar/shared/order-schemas';
import { PARCEL_STATE_LABELS } from '~/features/orders/order-format';
import { api, ApiError } from '~/lib/api-client';
import { ConfirmDialog } from '~/ui/confirm-dialog';
import { showToast } from '~/ui/toast';
import { CourierSelect } from './courier-select';

/** The parcel as staff follow it: courier, tracking, what to collect and what was collected, the courier's last word. */
function ParcelFacts({ shipment }: { shipment: OrderShipment }) {
  const name = COURIER_NAMES[shipment.courier];
  const partly = shipment.status === 'partly_delivered';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <dt className="text-taupe">Courier</dt>
      <dd className="font-medium">{name}</dd>
      <dt className="text-taupe">Status</dt>
      <dd>{shipment.status === 'booking' ? `Waiting for ${name}’s answer` : PARCEL_STATE_LABELS[shipment.status]}</dd>
      {shipment.trackingCode ? (
        <>
          <dt className="text-taupe">Tracking</dt>
          <dd>
            {shipment.trackingUrl ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener"
                className="font-mono underline underline-offset-4"
              >
                {shipment.trackingCode}
              </a>
            ) : (
              <span className="font-mono">{shipment.trackingCode}</span>
            )}
          </dd>
        </>
      ) : null}
      <dt className="text-taupe">To collect</dt>
      <dd className="tabular-nums">
        {shipment.codAmount === 0 ? 'Nothing (paid online)' : formatTk(shipment.codAmount)}
      </dd>
      {shipment.collected !== null ? (
        <>
          <dt className="text-taupe">Collected</dt>
          <dd
            className={`tabular-nums ${partly || shipment.collected !== shipment.codAmount ? 'font-semibold text-danger' : ''}`}
          >
            {formatTk(shipment.collected)}
            {partly ? ` of ${formatTk(shipment.codAmount)}: partly delivered` : ''}
          </dd>
        </>
      ) : null}
      {shipment.fee !== null ? (
        <>
          <dt className="text-taupe">Courier fee</dt>
          <dd className="tabular-nums">{formatTk(shipment.fee)}</dd>
        </>
      ) : null}
      {shipment.lastEvent ? (
        <>
          <dt className="text-taupe">Latest</dt>
          <dd>
            “{shipment.lastEvent.message}”
            <span className="block text-xs text-taupe">{formatDhakaDateTime(shipment.lastEvent.at)}</span>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * Staff's courier tools on an order's page: book the confirmed order (with the shop's default courier unless another is
 * chosen), follow the parcel, and take a returned parcel's pieces back into stock.
 */
export function ParcelPanel({
  order,
  couriers,
  defaultCourier,
}: {
  order: Order;
  couriers: readonly CourierSetup[];
  defaultCourier: CourierId | null;
}) {
  const revalidator = useRevalidator();
  const ready = couriers.filter((courier) => courier.ready).map((courier) => courier.id);
  const [courier, setCourier] = useState<CourierId | undefined>(
    defaultCourier && ready.includes(defaultCourier) ? defaultCourier : ready[0],
  );
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { shipment } = order;
  const label = orderNumberLabel(order.number);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setProblem(null);
    try {
      showToast(await action());
      await revalidator.revalidate();
    } catch (cause) {
      setProblem(cause instanceof ApiError ? cause.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const book = (chosen: CourierId) =>
    run(async () => {
      const booked = await api<OrderShipment>(`/orders/${order._id}/shipments`, {
        method: 'POST',
        body: { courier: chosen },
      });
      return `Order ${label} is booked with ${COURIER_NAMES[booked.courier]}`;
    });
  const receivedBack = () =>
    run(async () => {
      setAsking(false);
      await api(`/orders/${order._id}/received-back`, { method: 'POST' });
      return `Order ${label}’s pieces are back in stock`;
    });

  const canBook = !shipment && order.order_status === 'confirmed';
  if (!shipment && !canBook && order.order_status !== 'returned') return null;

  return (
    <section aria-labelledby="parcel-title" className="space-y-3 bg-white p-5 ring-1 ring-line">
      <h3 id="parcel-title" className="text-xl">
        Courier
      </h3>
      {shipment ? <ParcelFacts shipment={shipment} /> : null}
      {shipment?.status === 'booking' ? (
        <button type="button" disabled={busy} onClick={() => void book(shipment.courier)} className="btn btn-outline">
          {busy ? 'Asking…' : `Ask ${COURIER_NAMES[shipment.courier]} again`}
        </button>
      ) : null}
      {canBook && ready.length === 0 ? (
        <p className="text-sm text-taupe">No courier is set up yet. Settings shows the keys each one needs.</p>
      ) : null}
      {canBook && courier ? (
        <div className="flex flex-wrap items-end gap-3">
          {ready.length > 1 ? (
            <CourierSelect id="parcel-courier" couriers={ready} value={courier} onChange={setCourier} />
          ) : null}
          <button type="button" disabled={busy} onClick={() => void book(courier)} className="btn btn-primary">
            {busy ? 'Booking…' : `Book with ${COURIER_NAMES[courier]}`}
          </button>
        </div>
      ) : null}
      {order.order_status === 'returned' && !order.receivedBackAt ? (
        <>
          <p className="text-sm text-taupe">
            The parcel came back. When it is in the shop, take its pieces back into stock.
          </p>
          <button type="button" disabled={busy} onClick={() => setAsking(true)} className="btn btn-outline">
            Received back
          </button>
          <ConfirmDialog
            open={asking}
            title={`Take order ${label} back into stock?`}
            text="Its pieces go back on sale. Do this once the parcel is in the shop and the pieces are checked."
            confirmLabel="Yes, received back"
            cancelLabel="Not yet"
            tone="primary"
            onConfirm={() => void receivedBack()}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : null}
      {order.receivedBackAt ? (
        <p className="text-sm text-taupe">
          Received back {formatDhakaDateTime(order.receivedBackAt)}; its pieces are in stock.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
