import { z } from 'zod';
import type { ParcelState } from '@alankar/shared/courier';
import {
  CourierRefused,
  CourierUnavailable,
  NotAuthentic,
  sameSecret,
  type Booking,
  type Courier,
  type CourierRequest,
  type Parcel,
  type ParcelIds,
  type ParcelNews,
  type WebhookOutcome,
} from '../courier';

export interface RedxConfig {
  /** The merchant's long-lived API token (a JWT), sent as `API-ACCESS-TOKEN: Bearer <token>`. */
  token: string;
  /** The pickup store parcels leave from: RedX's store id, not the shop id in the dashboard URL or the token. */
  pickupStoreId: number;
  /** The `?token=` the shop put in the callback URL it gave RedX. */
  webhookToken: string;
  /** `https://openapi.redx.com.bd/v1.0.0-beta` (sandbox: `https://sandbox.redx.com.bd/v1.0.0-beta`). */
  baseUrl: string;
  timeoutMs: number;
}

const STATES: Record<string, ParcelState> = {
  'pickup-pending': 'booked',
  // RedX has the parcel in hand: "received from merchant".
  'ready-for-delivery': 'picked_up',
  'delivery-in-progress': 'out_for_delivery',
  'agent-area-change': 'in_transit',
  'agent-hold': 'on_hold',
  'agent-returning': 'returning',
  returned: 'returned',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** What a RedX status word means for the shop; null for words that change nothing. */
export function redxState(status: string): ParcelState | null {
  return (
    STATES[
      status
        .trim()
        .toLowerCase()
        .replace(/[\s_]+/g, '-')
    ] ?? null
  );
}

/** RedX's crash when `pickup_store_id` names no store of this merchant (usually the shop id was used instead). */
const UNKNOWN_PICKUP_STORE = /Cannot read propert(y|ies) .*PHONE/i;

/** Connection failures that happen before any byte of the request left. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const id = z.union([z.string().min(1), z.number()]).transform(String);

const areaSchema = z.object({ id: z.coerce.number().int().positive(), name: z.string().min(1) });
type Area = z.infer<typeof areaSchema>;

const parcelInfoSchema = z.object({
  parcel: z.object({
    tracking_id: id.optional(),
    status: z.string().min(1),
    merchant_invoice_id: id.nullish(),
    tenant_invoice_id: id.nullish(),
    charge: z.coerce.number().nullish().catch(null),
  }),
});

const trackingSchema = z.object({
  tracking: z.array(z.object({ message_en: z.string().nullish(), time: z.unknown() }).catch({ time: null })),
});

const webhookSchema = z.object({
  tracking_number: id,
  status: z.string().min(1),
  timestamp: z.unknown(),
  message_en: z.string().nullish(),
  invoice_number: id.nullish().catch(null),
});

/** A time as RedX writes it: ISO 8601, or epoch seconds/milliseconds; one without a zone is Dhaka time. */
function timeFrom(value: unknown): Date | null {
  let date: Date;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,}$/.test(value.trim()))) {
    const epoch = Number(value);
    date = new Date(epoch < 1e12 ? epoch * 1000 : epoch);
  } else if (typeof value === 'string' && value.trim()) {
    const text = value.trim();
    const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text);
    date = new Date(zoneless ? `${text.replace(' ', 'T')}+06:00` : text);
  } else return null;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The words in an area's name, for matching "Mohammadpur" with RedX's "Mohammadpur(Dhaka)". */
const simplified = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** RedX's area for the shopper's: the same name, else one name inside the other, else the district's first. */
function closestArea(areas: Area[], wanted: string): Area | undefined {
  const name = simplified(wanted);
  if (!name) return areas[0];
  return (
    areas.find((area) => simplified(area.name) === name) ??
    areas.find((area) => {
      const theirs = simplified(area.name);
      return theirs !== '' && (theirs.includes(name) || name.includes(theirs));
    }) ??
    areas[0]
  );
}

/** The courier's own words from an error body: `message`, or the validation errors listed in any usual shape. */
function reasonIn(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const body = data as Record<string, unknown>;
  const details: string[] = [];
  const collect = (value: unknown, field?: string): void => {
    if (typeof value === 'string') details.push(field ? `${field}: ${value}` : value);
    else if (Array.isArray(value)) for (const each of value) collect(each, field);
    else if (value && typeof value === 'object') {
      const entry = value as Record<string, unknown>;
      if (typeof entry.message === 'string') {
        const name = typeof entry.field === 'string' ? entry.field : field;
        details.push(name ? `${name}: ${entry.message}` : entry.message);
      } else for (const [key, each] of Object.entries(entry)) collect(each, key);
    }
  };
  collect(body.validation_errors ?? body.errors);
  if (details.length > 0) return details.join('; ');
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return null;
}

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | undefined)?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * RedX OpenAPI v1.0.0-beta (wire notes: shared/SELLING-IN-BD.md §1.3). One long-lived token, no exchange. RedX wants its
 * own delivery-area id for every parcel, so the areas of each district are fetched once and kept.
 */
export function createRedxCourier(config: RedxConfig): Courier {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const areasByDistrict = new Map<string, Area[]>();

  async function call(method: 'GET' | 'POST', path: string, what: string, body?: object): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'API-ACCESS-TOKEN': `Bearer ${config.token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new CourierUnavailable(`RedX did not answer ${what} within ${config.timeoutMs} ms`, true, {
          cause: error,
        });
      }
      const code = errorCode(error);
      throw new CourierUnavailable(
        `RedX could not be reached for ${what}${code ? ` (${code})` : ''}`,
        !NOT_SENT.has(code ?? ''),
        {
          cause: error,
        },
      );
    }

    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: judged by the status below.
    }
    if (response.ok) {
      if (data && typeof data === 'object') return data;
      throw new CourierUnavailable(`RedX answered ${what} with ${response.status} but no JSON`, true);
    }
    const reason = reasonIn(data);
    // RedX answers this one with a 500, yet it is a setting to fix, not an outage.
    if (reason && UNKNOWN_PICKUP_STORE.test(reason)) {
      throw new CourierRefused(`RedX does not know pickup store ${config.pickupStoreId}: check REDX_PICKUP_STORE_ID`);
    }
    if (response.status >= 500) {
      throw new CourierUnavailable(`RedX failed ${what} (${response.status}${reason ? `: ${reason}` : ''})`, true);
    }
    if (response.status === 429) {
      throw new CourierUnavailable(`RedX is limiting requests (429) for ${what}`, false);
    }
    if (response.status === 401 || response.status === 403) {
      throw new CourierRefused(`RedX refused the API token (${response.status}${reason ? `: ${reason}` : ''})`);
    }
    throw new CourierRefused(`RedX refused ${what}: ${reason ?? `HTTP ${response.status}`}`);
  }

  async function areasOf(district: string): Promise<Area[]> {
    const key = simplified(district);
    const known = areasByDistrict.get(key);
    if (known) return known;
    let answer: unknown;
    try {
      answer = await call(
        'GET',
        `/areas?district_name=${encodeURIComponent(district.trim())}`,
        `the areas of ${district}`,
      );
    } catch (error) {
      // Nothing was booked yet, whatever happened to the question.
      if (error instanceof CourierUnavailable) throw new CourierUnavailable(error.message, false, { cause: error });
      throw error;
    }
    const listed = (answer as { areas?: unknown }).areas;
    const areas = (Array.isArray(listed) ? listed : []).flatMap((each) => {
      const area = areaSchema.safeParse(each);
      return area.success ? [area.data] : [];
    });
    if (areas.length > 0) areasByDistrict.set(key, areas);
    return areas;
  }

  async function latestTracking(trackingId: string): Promise<{ message: string | null; at: Date | null } | null> {
    const answer = trackingSchema.safeParse(
      await call('GET', `/parcel/track/${encodeURIComponent(trackingId)}`, `the tracking of ${trackingId}`),
    );
    if (!answer.success || answer.data.tracking.length === 0) return null;
    let latest: { message: string | null; at: Date | null } | null = null;
    for (const entry of answer.data.tracking) {
      const at = timeFrom(entry.time);
      // Later entries win ties, and an entry without a time only when none has one.
      if (!latest || (at && (!latest.at || at >= latest.at)) || (!at && !latest.at)) {
        latest = { message: entry.message_en?.trim() || null, at };
      }
    }
    return latest;
  }

  return {
    id: 'redx',
    replyHeaders: {},

    trackingUrl: ({ trackingCode }) =>
      `https://redx.com.bd/track-parcel/?trackingId=${encodeURIComponent(trackingCode)}`,

    async book(parcel: Parcel): Promise<Booking> {
      const { recipient } = parcel;
      const area = closestArea(await areasOf(recipient.district), recipient.area);
      if (!area) throw new CourierRefused(`RedX has no delivery area for ${recipient.area}, ${recipient.district}`);
      const answer = await call('POST', '/parcel', `parcel ${parcel.invoice}`, {
        customer_name: recipient.name,
        customer_phone: recipient.phone,
        delivery_area: area.name,
        delivery_area_id: area.id,
        customer_address: recipient.address,
        cash_collection_amount: String(Math.round(parcel.codAmount)),
        parcel_weight: Math.round(parcel.weightGrams),
        value: Math.round(parcel.value),
        merchant_invoice_id: parcel.invoice,
        instruction: parcel.note,
        pickup_store_id: config.pickupStoreId,
        parcel_details_json: [{ name: parcel.description, category: 'jewellery', value: Math.round(parcel.value) }],
      });
      const booked = z.object({ tracking_id: id }).safeParse(answer);
      if (!booked.success) {
        throw new CourierUnavailable(`RedX answered parcel ${parcel.invoice} without a tracking id`, true);
      }
      const trackingId = booked.data.tracking_id;
      return {
        consignmentId: trackingId,
        trackingCode: trackingId,
        rawStatus: 'pickup-pending',
        state: 'booked',
        fee: null,
      };
    },

    // RedX cannot find a parcel by invoice; its webhook names the invoice instead.
    findByInvoice: async () => undefined,

    async status(ids: ParcelIds): Promise<ParcelNews> {
      const trackingId = ids.consignmentId;
      const info = parcelInfoSchema.safeParse(
        await call('GET', `/parcel/info/${encodeURIComponent(trackingId)}`, `parcel ${trackingId}`),
      );
      if (!info.success) throw new CourierUnavailable(`RedX answered parcel ${trackingId} without its status`, true);
      const { parcel } = info.data;
      // The history only adds words and a time; the status stands without it.
      const latest = await latestTracking(trackingId).catch(() => null);
      return {
        consignmentId: parcel.tracking_id ?? trackingId,
        invoice: parcel.merchant_invoice_id ?? parcel.tenant_invoice_id ?? ids.invoice,
        rawStatus: parcel.status,
        state: redxState(parcel.status),
        message: latest?.message ?? null,
        at: latest?.at ?? new Date(),
        // cash_collection_amount is what RedX should collect, not what it did.
        collected: null,
        fee: typeof parcel.charge === 'number' && Number.isFinite(parcel.charge) ? Math.round(parcel.charge) : null,
      };
    },

    webhook(request: CourierRequest): WebhookOutcome {
      if (!sameSecret(request.query.token, config.webhookToken)) {
        throw new NotAuthentic('RedX webhook token missing or wrong');
      }
      const reply = { status: 200, body: { success: true } };
      let body: unknown = null;
      try {
        body = JSON.parse(request.body.toString('utf8'));
      } catch {
        return { reply, news: null };
      }
      const message = webhookSchema.safeParse(body);
      if (!message.success) return { reply, news: null };
      const { data } = message;
      return {
        reply,
        news: {
          consignmentId: data.tracking_number,
          trackingCode: data.tracking_number,
          invoice: data.invoice_number ?? null,
          rawStatus: data.status,
          state: redxState(data.status),
          message: data.message_en?.trim() || null,
          at: timeFrom(data.timestamp) ?? new Date(),
          collected: null,
          fee: null,
        },
      };
    },
  };
}
