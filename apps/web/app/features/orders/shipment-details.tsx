import { useState } from 'react';
import Copy from 'lucide-icon/copy';
import ExternalLink from 'lucide-icon/external-link';
import type { OrderShipment } from '@alankar/shared/order-schemas';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { useWords } from '~/words/use-words';

/**
 * Where the parcel is, for the shopper: in plain words, with the courier, the tracking code (copied with one tap), the
 * courier's own page and its latest word. A booking still waiting for the courier's answer says the code is to come.
 */
export function ShipmentDetails({ shipment }: { shipment: OrderShipment }) {
  const { t, lang, fill } = useWords();
  const said = t.orders.parcel;
  const courier = t.orders.couriers[shipment.courier];
  const { trackingCode, trackingUrl, lastEvent } = shipment;
  return (
    <div className="text-sm" data-testid="shipment">
      <p className="font-serif text-2xl leading-snug" data-testid="parcel-state">
        {shipment.status === 'booking' ? fill(said.bookingPending, { courier }) : said.state[shipment.status]}
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-xs font-semibold tracking-widest text-taupe uppercase">{said.courier}</dt>
          <dd className="mt-1 font-medium">{courier}</dd>
        </div>
        {trackingCode ? (
          <div>
            <dt className="text-xs font-semibold tracking-widest text-taupe uppercase">{said.trackingCode}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="font-mono text-base tracking-wider break-all select-all" data-testid="tracking-code">
                {trackingCode}
              </span>
              <CopyButton text={trackingCode} />
            </dd>
          </div>
        ) : null}
      </dl>
      {lastEvent ? (
        <figure className="mt-4 border-l-2 border-gold-soft/60 pl-3">
          <figcaption className="text-xs font-semibold tracking-widest text-taupe uppercase">
            {fill(said.latest, { courier })}
          </figcaption>
          <blockquote className="mt-1 break-words">{lastEvent.message}</blockquote>
          <p className="mt-0.5 text-taupe">
            <time dateTime={lastEvent.at}>{formatDhakaDateTime(lastEvent.at, lang)}</time>
          </p>
        </figure>
      ) : null}
      {trackingUrl ? (
        <a href={trackingUrl} target="_blank" rel="noopener" className="btn btn-outline mt-5 w-full sm:w-auto">
          {fill(said.trackOn, { courier })}
          <ExternalLink aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <span className="sr-only">{said.newTab}</span>
        </a>
      ) : null}
    </div>
  );
}

/** The tracking code to the clipboard, to paste on the courier's page or in a message. */
function CopyButton({ text }: { text: string }) {
  const { t } = useWords();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t.orders.parcel.copyCodeLabel}
        className="btn btn-outline px-3"
        onClick={() =>
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
      >
        <Copy aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {copied ? t.orders.parcel.copied : t.orders.parcel.copyCode}
      </button>
      <span role="status" className="sr-only">
        {copied ? t.orders.parcel.copied : ''}
      </span>
    </>
  );
}
