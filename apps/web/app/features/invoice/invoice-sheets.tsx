import { PAYMENT_METHOD_LABELS, amountToCollect, orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { formatTk } from '@alankar/shared/money';
import { lineTotal } from '@alankar/shared/pricing';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { PAYMENT_STATUS_LABELS } from '~/features/orders/order-format';

export interface SheetProps {
  order: Order;
  shopName: string;
  qr: { size: number; path: string };
}

function QrCode({ qr, label, className }: { qr: SheetProps['qr']; label: string; className: string }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={`QR code of order ${label}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

function CollectBox({ order, large = false }: { order: Order; large?: boolean }) {
  const amount = amountToCollect(order);
  return (
    <div className="border-2 border-ink p-3 text-center" data-testid="amount-to-collect">
      <p className="text-xs font-semibold tracking-widest uppercase">Collect on delivery</p>
      <p className={`${large ? 'text-4xl' : 'text-3xl'} font-semibold tabular-nums`}>{formatTk(amount)}</p>
      {amount === 0 ? <p className="text-xs">Paid: nothing to collect</p> : null}
    </div>
  );
}

const pieces = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** The A4 invoice that goes in the parcel. */
export function InvoiceSheet({ order, shopName, qr }: SheetProps) {
  const label = orderNumberLabel(order.number);
  const to = order.shippingAddress;
  return (
    <article
      aria-label={`Invoice ${label}`}
      className="invoice-a4 mx-auto max-w-[210mm] bg-white p-6 text-ink ring-1 ring-line sm:p-10 print:p-0 print:ring-0"
    >
      <header className="flex items-start justify-between gap-6 border-b border-ink pb-5">
        <div>
          <p className="font-serif text-3xl sm:text-4xl">{shopName}</p>
          <p className="mt-1 text-sm tracking-widest uppercase">Invoice</p>
        </div>
        <div className="flex items-center gap-3 text-right">
          <div>
            <p className="text-xs tracking-wide uppercase">Order</p>
            <p className="font-mono text-xl font-semibold" data-testid="invoice-number">
              {label}
            </p>
            <p className="text-xs">{formatDhakaDateTime(order.createdAt)}</p>
          </div>
          <QrCode qr={qr} label={label} className="size-20 shrink-0" />
        </div>
      </header>

      <section className="grid gap-6 py-5 sm:grid-cols-2" aria-label="Customer">
        <div>
          <p className="text-xs font-semibold tracking-widest uppercase">Deliver to</p>
          <p className="mt-1 font-semibold">{to.name}</p>
          <p>{to.number}</p>
          <p>{to.address}</p>
          <p>{to.city}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-xs font-semibold tracking-widest uppercase">Payment</p>
          <p className="mt-1">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</p>
          <p>{PAYMENT_STATUS_LABELS[order.payment_status]}</p>
          {order.trxID ? <p className="font-mono text-sm">TrxID {order.trxID}</p> : null}
        </div>
      </section>

      <table className="w-full text-left text-sm">
        <thead className="border-y border-ink text-xs tracking-wide uppercase">
          <tr>
            <th className="py-2 font-semibold">Item</th>
            <th className="py-2 pl-3 text-right font-semibold">Qty</th>
            <th className="py-2 pl-3 text-right font-semibold">Price</th>
            <th className="py-2 pl-3 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.items.map((item) => (
            <tr key={item._id}>
              <td className="py-2 pr-3">{item.title}</td>
              <td className="py-2 pl-3 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{formatTk(item.price)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{formatTk(lineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex flex-col-reverse gap-5 border-t border-ink pt-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="sm:w-56">
          <CollectBox order={order} />
        </div>
        <dl className="grid grid-cols-[auto_auto] justify-end gap-x-8 gap-y-1 text-sm tabular-nums">
          <dt>Subtotal</dt>
          <dd className="text-right">{formatTk(order.subtotal)}</dd>
          <dt>Delivery</dt>
          <dd className="text-right">{order.shipping === 0 ? 'Free' : formatTk(order.shipping)}</dd>
          {order.discount > 0 ? (
            <>
              <dt>Discount</dt>
              <dd className="text-right">−{formatTk(order.discount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total</dt>
          <dd className="text-right font-semibold" data-testid="invoice-total">
            {formatTk(order.total)}
          </dd>
        </dl>
      </div>
      <p className="mt-8 text-center text-xs">Thank you for shopping with {shopName}.</p>
    </article>
  );
}

/** The 4×6 inch label the courier sticks on the parcel. */
export function CourierLabel({ order, shopName, qr }: SheetProps) {
  const label = orderNumberLabel(order.number);
  const to = order.shippingAddress;
  const count = pieces(order);
  return (
    <article
      aria-label={`Courier label ${label}`}
      className="invoice-label mx-auto flex w-[4in] max-w-full flex-col gap-3 bg-white p-4 text-ink ring-1 ring-ink print:h-[5.7in] print:ring-0"
    >
      <header className="flex items-center justify-between gap-3 border-b-2 border-ink pb-2">
        <div>
          <p className="font-serif text-2xl leading-tight">{shopName}</p>
          <p className="font-mono text-2xl font-semibold" data-testid="invoice-number">
            {label}
          </p>
          <p className="text-xs">{formatDhakaDateTime(order.createdAt)}</p>
        </div>
        <QrCode qr={qr} label={label} className="size-24 shrink-0" />
      </header>
      <section aria-label="Customer">
        <p className="text-xs font-semibold tracking-widest uppercase">To</p>
        <p className="text-lg font-semibold">{to.name}</p>
        <p className="font-mono text-lg">{to.number}</p>
        <p>{to.address}</p>
        <p className="font-semibold">{to.city}</p>
      </section>
      <p className="text-sm">
        {count} {count === 1 ? 'piece' : 'pieces'} · {PAYMENT_METHOD_LABELS[order.paymentMethod]}
      </p>
      <div className="mt-auto">
        <CollectBox order={order} large />
      </div>
    </article>
  );
}
