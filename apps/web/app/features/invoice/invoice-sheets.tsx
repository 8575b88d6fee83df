import { amountToCollect, orderNumberLabel } from '@alankar/shared/order';
import type { Order } from '@alankar/shared/order-schemas';
import { lineTotal } from '@alankar/shared/pricing';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { lineTitle, lineVariant } from '~/features/orders/order-format';
import { shippingText } from '~/ui/totals-list';
import { useWords } from '~/words/use-words';
import { placeLabel } from '~/features/orders/place-label';
import { ShopContactLines } from '~/features/layout/shop-contact';
import type { ShopContact } from '@alankar/shared/settings';
import type { Lang } from '@alankar/shared/lang';
import { Barcode } from '~/ui/barcode';

export interface SheetProps {
  order: Order;
  shopName: string;
  /** The shop's phone, address and registrations, printed on what goes in the parcel. */
  contact: ShopContact;
  qr: { size: number; path: string };
}

function QrCode({ qr, label, className }: { qr: SheetProps['qr']; label: string; className: string }) {
  const { t, fill } = useWords();
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={fill(t.orders.qrCodeOf, { number: label })}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

function CollectBox({ order, large = false }: { order: Order; large?: boolean }) {
  const { t, tk } = useWords();
  const amount = amountToCollect(order);
  return (
    <div className="border-2 border-ink p-3 text-center" data-testid="amount-to-collect">
      <p className="text-xs font-semibold tracking-widest uppercase">{t.orders.collectOnDelivery}</p>
      <p className={`${large ? 'text-4xl' : 'text-3xl'} font-semibold tabular-nums`}>{tk(amount)}</p>
      {amount === 0 ? <p className="text-xs">{t.orders.nothingToCollect}</p> : null}
    </div>
  );
}

/** Code 128 holds printable ASCII only: a tracking code with anything else is printed as text, without bars. */
const barcodable = (code: string) => /^[\x20-\x7e]+$/.test(code);

/** The courier and its tracking code, as bars a scanner reads and as text a person types. */
function TrackingBarcode({ order, height, className = '' }: { order: Order; height: number; className?: string }) {
  const { t, fill } = useWords();
  const shipment = order.shipment;
  if (!shipment) return null;
  const courier = t.orders.couriers[shipment.courier];
  const code = shipment.trackingCode;
  return (
    <section aria-label={t.orders.parcel.courier} className={className} data-testid="invoice-shipment">
      <p className="flex items-baseline justify-between gap-3">
        <span className="text-xs font-semibold tracking-widest uppercase">{t.orders.parcel.courier}</span>
        <span className="font-semibold">{courier}</span>
      </p>
      {code && barcodable(code) ? (
        <Barcode value={code} height={height} label={fill(t.orders.barcodeOf, { code })} className="mt-1" />
      ) : (
        <p className={`mt-1 text-sm break-all ${code ? 'font-mono tracking-wider' : ''}`}>
          {code ?? fill(t.orders.parcel.bookingPending, { courier })}
        </p>
      )}
    </section>
  );
}

const pieces = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity, 0);

/** Under a line's title: its size or length, and its SKU for whoever packs it. */
function LineDetails({ item, lang }: { item: Order['items'][number]; lang: Lang }) {
  const { t, num, fill } = useWords();
  const variant = lineVariant(item, lang);
  if (!variant && !item.sku) return null;
  return (
    <span className="block text-xs" data-testid="invoice-line-details">
      {variant ? num(variant) : null}
      {variant && item.sku ? ' · ' : null}
      {item.sku ? <span className="font-mono">{fill(t.orders.sku, { sku: item.sku })}</span> : null}
    </span>
  );
}

/** The A4 invoice that goes in the parcel. */
export function InvoiceSheet({ order, shopName, contact, qr }: SheetProps) {
  const words = useWords();
  const { t, lang, tk, num, fill } = words;
  const label = num(orderNumberLabel(order.number));
  const to = order.shippingAddress;
  return (
    <article
      aria-label={fill(t.orders.invoiceOf, { number: label })}
      className="invoice-a4 mx-auto max-w-[210mm] bg-white p-6 text-ink ring-1 ring-line sm:p-10 print:p-0 print:ring-0"
    >
      <header className="flex items-start justify-between gap-6 border-b border-ink pb-5">
        <div>
          <p className="font-serif text-3xl sm:text-4xl">{shopName}</p>
          <p className="mt-1 text-sm tracking-widest uppercase">{t.orders.invoice}</p>
          <ShopContactLines contact={contact} className="mt-2 text-xs" />
        </div>
        <div className="flex items-center gap-3 text-right">
          <div>
            <p className="text-xs tracking-wide uppercase">{t.orders.order}</p>
            <p className="font-mono text-xl font-semibold" data-testid="invoice-number">
              {label}
            </p>
            <p className="text-xs">{formatDhakaDateTime(order.createdAt, lang)}</p>
          </div>
          <QrCode qr={qr} label={label} className="size-20 shrink-0" />
        </div>
      </header>

      <section className="grid gap-6 py-5 sm:grid-cols-2" aria-label={t.orders.customer}>
        <div>
          <p className="text-xs font-semibold tracking-widest uppercase">{t.orders.deliverTo}</p>
          <p className="mt-1 font-semibold">{to.name}</p>
          <p>{to.number}</p>
          <p>{to.address}</p>
          <p>{placeOf(order, lang)}</p>
          {to.note ? <p className="text-sm">{fill(t.orders.courierNote, { note: to.note })}</p> : null}
        </div>
        <div className="sm:text-right">
          <p className="text-xs font-semibold tracking-widest uppercase">{t.orders.invoicePayment}</p>
          <p className="mt-1">{t.orders.paymentMethod[order.paymentMethod]}</p>
          <p>{t.orders.paymentStatus[order.payment_status]}</p>
          {order.trxID ? <p className="font-mono text-sm">{fill(t.orders.trxId, { id: order.trxID })}</p> : null}
          <TrackingBarcode order={order} height={40} className="mt-4 sm:ml-auto sm:w-64" />
        </div>
      </section>

      <table className="w-full text-left text-sm">
        <thead className="border-y border-ink text-xs tracking-wide uppercase">
          <tr>
            <th className="py-2 font-semibold">{t.orders.item}</th>
            <th className="py-2 pl-3 text-right font-semibold">{t.orders.qty}</th>
            <th className="py-2 pl-3 text-right font-semibold">{t.orders.price}</th>
            <th className="py-2 pl-3 text-right font-semibold">{t.orders.total}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {/* An order's lines never change: their place is their key (two removed sizes of one piece look alike). */}
          {order.items.map((item, index) => (
            <tr key={index}>
              <td className="py-2 pr-3">
                {lineTitle(item, lang)}
                <LineDetails item={item} lang={lang} />
              </td>
              <td className="py-2 pl-3 text-right tabular-nums">{num(item.quantity)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{tk(item.price)}</td>
              <td className="py-2 pl-3 text-right whitespace-nowrap tabular-nums">{tk(lineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="mt-4 flex flex-col-reverse gap-5 border-t border-ink pt-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="sm:w-56">
          <CollectBox order={order} />
        </div>
        <dl className="grid grid-cols-[auto_auto] justify-end gap-x-8 gap-y-1 text-sm tabular-nums">
          <dt>{t.orders.subtotal}</dt>
          <dd className="text-right">{tk(order.subtotal)}</dd>
          <dt>{t.orders.delivery}</dt>
          <dd className="text-right">{shippingText(order.shipping, words)}</dd>
          {order.discount > 0 ? (
            <>
              <dt>
                {order.discountCode ? fill(t.cart.discountLine, { code: order.discountCode }) : t.orders.discount}
              </dt>
              <dd className="text-right">−{tk(order.discount)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t.orders.total}</dt>
          <dd className="text-right font-semibold" data-testid="invoice-total">
            {tk(order.total)}
          </dd>
        </dl>
      </div>
      <p className="mt-8 text-center text-xs">{fill(t.orders.thanks, { shop: shopName })}</p>
    </article>
  );
}

/** The 4×6 inch label the courier sticks on the parcel. */
export function CourierLabel({ order, shopName, contact, qr }: SheetProps) {
  const { t, lang, num, fill } = useWords();
  const label = num(orderNumberLabel(order.number));
  const to = order.shippingAddress;
  const count = pieces(order);
  const skus = order.items.flatMap((item) =>
    item.sku ? [item.quantity > 1 ? `${item.sku} ×${item.quantity}` : item.sku] : [],
  );
  return (
    <article
      aria-label={fill(t.orders.courierLabelOf, { number: label })}
      className="invoice-label mx-auto flex w-[4in] max-w-full flex-col gap-3 bg-white p-4 text-ink ring-1 ring-ink print:h-[5.7in] print:ring-0"
    >
      <header className="flex items-center justify-between gap-3 border-b-2 border-ink pb-2">
        <div>
          <p className="font-serif text-2xl leading-tight">{shopName}</p>
          <p className="text-xs">{num(contact.phone)}</p>
          <p className="font-mono text-2xl font-semibold" data-testid="invoice-number">
            {label}
          </p>
          <p className="text-xs">{formatDhakaDateTime(order.createdAt, lang)}</p>
        </div>
        <QrCode qr={qr} label={label} className="size-24 shrink-0" />
      </header>
      {/* The courier's code, large, where its scanner looks first; before booking, the order's own number. */}
      {order.shipment ? (
        <TrackingBarcode order={order} height={64} />
      ) : (
        <Barcode
          value={String(order.number)}
          height={44}
          showText={false}
          label={fill(t.orders.orderBarcodeOf, { number: label })}
          className="mx-auto w-48"
        />
      )}
      <section aria-label={t.orders.customer}>
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="text-xs font-semibold tracking-widest uppercase">{t.orders.to}</span>
          <span>
            {fill(count === 1 ? t.orders.onePiece : t.orders.pieces, { count })} ·{' '}
            {t.orders.paymentMethod[order.paymentMethod]}
          </span>
        </p>
        <p className="text-lg font-semibold">{to.name}</p>
        <p className="font-mono text-lg">{to.number}</p>
        <p>{to.address}</p>
        <p className="font-semibold">{placeOf(order, lang)}</p>
        {to.note ? <p className="text-sm">{fill(t.orders.courierNote, { note: to.note })}</p> : null}
      </section>
      {skus.length > 0 ? (
        <p className="font-mono text-xs break-words" data-testid="label-skus">
          {fill(t.orders.skus, { skus: skus.join(', ') })}
        </p>
      ) : null}
      <div className="mt-auto">
        <CollectBox order={order} large />
      </div>
    </article>
  );
}

/** Where the parcel goes: its area and district (the city typed, on orders from before zones). */
function placeOf(order: Order, lang: Lang): string {
  return order.delivery?.district ? placeLabel(order.delivery, lang) : order.shippingAddress.city;
}
