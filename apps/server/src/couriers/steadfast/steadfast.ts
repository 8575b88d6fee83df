import { z } from 'zod';
import {
  CourierRefused,
  CourierUnavailable,
  DuplicateInvoice,
  NotAuthentic,
  sameSecret,
  type Booking,
  type Courier,
  type CourierRequest,
  type Parcel,
  type ParcelIds,
  type ParcelNews,
  type PhoneRecord,
  type WebhookOutcome,
} from '../courier';
import { normaliseSteadfastStatus, steadfastState } from './steadfast-statuses';

export interface SteadfastConfig {
  /** `https://portal.packzy.com/api/v1`. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** The "Auth Token (Bearer)" typed into Steadfast's webhook settings. */
  webhookToken: string;
  timeoutMs: number;
}

const MAX_ADDRESS = 250;
const MAX_NAME = 100;
const HOME_DELIVERY = 0;

/** Connection failures that happen before a request leaves: Steadfast cannot have seen it. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const RECEIVED: WebhookOutcome['reply'] = {
  status: 200,
  body: { status: 'success', message: 'Webhook received successfully.' },
};
const INVALID: WebhookOutcome = {
  reply: { status: 400, body: { status: 'error', message: 'Invalid payload.' } },
  news: null,
};

const id = z.union([z.number(), z.string().min(1)]).transform(String);
/** Taka as Steadfast writes it: `1500`, `1500.00` or `"1500.00"`. */
const decimalText = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .transform(Number);
const amount = z.union([z.number(), decimalText]).nullish();

const created = z.object({
  consignment: z.object({ consignment_id: id, tracking_code: z.string().min(1), status: z.string().min(1) }),
});
/** Only `delivery_status` is documented; the ids are read in case a lookup by invoice carries them. */
const deliveryStatus = z.object({
  delivery_status: z.string().min(1),
  consignment_id: id.optional().catch(undefined),
  tracking_code: z.string().optional().catch(undefined),
});
const count = z.coerce.number().int().min(0);
const phoneHistory = z.object({ total_parcels: count, total_delivered: count, total_cancelled: count });
const refusal = z.object({
  message: z.string().optional().catch(undefined),
  errors: z
    .record(z.string(), z.union([z.array(z.string()), z.string()]))
    .optional()
    .catch(undefined),
});

const namesParcel = (payload: { consignment_id?: string; invoice?: string }) =>
  payload.consignment_id !== undefined || payload.invoice !== undefined;
const statusNotice = z
  .object({
    consignment_id: id.optional(),
    invoice: id.optional(),
    status: z.string().min(1),
    cod_amount: amount,
    delivery_charge: amount,
    tracking_message: z.string().nullish(),
    updated_at: z.string().nullish(),
  })
  .refine(namesParcel);
const trackingNotice = z
  .object({
    consignment_id: id.optional(),
    invoice: id.optional(),
    tracking_message: z.string(),
    updated_at: z.string().nullish(),
  })
  .refine(namesParcel);

interface Answer {
  httpStatus: number;
  body: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isOk = (answer: Answer) => answer.httpStatus < 300 && Number(answer.body.status) === 200;

/** Steadfast's "no such parcel"; a 404 about a route means the base URL is wrong, which is not the same thing. */
const isNotFound = (answer: Answer) =>
  Number(answer.body.status) === 404 ||
  (answer.httpStatus === 404 && !(typeof answer.body.message === 'string' && /route/i.test(answer.body.message)));

/** Laravel-style `{ status: 400, errors: { field: [words] } }`, or `{ status, message }`. */
function refused(answer: Answer): CourierRefused {
  const parsed = refusal.safeParse(answer.body);
  const { message, errors = {} } = parsed.success ? parsed.data : {};
  const wordsOf = (value: string[] | string) => (Array.isArray(value) ? value : [value]);
  const words = Object.values(errors).flatMap(wordsOf);
  const text = words.length > 0 ? words.join(' ') : message || `Steadfast said no (HTTP ${answer.httpStatus})`;
  const takenInvoice =
    wordsOf(errors.invoice ?? []).some((word) => /already|taken|exists/i.test(word)) ||
    /invoice.*(already|taken|exists)/i.test(message ?? '');
  return takenInvoice ? new DuplicateInvoice(text) : new CourierRefused(text);
}

/** The street as typed, then the area and district unless the street already names them; the street gives way. */
function addressLine({ address, area, district }: Parcel['recipient']): string {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  const street = tidy(address);
  const extra = [area, district].map(tidy).filter((part) => part && !street.toLowerCase().includes(part.toLowerCase()));
  const suffix = extra.map((part) => `, ${part}`).join('');
  return `${street.slice(0, MAX_ADDRESS - suffix.length).trim()}${suffix}`.replace(/^, /, '');
}

/** Steadfast writes local time without a zone: Asia/Dhaka, which keeps +06:00 all year. */
function steadfastTime(text: string | null | undefined): Date {
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(text?.trim() ?? '');
  const at = local ? new Date(`${local[1]}T${local[2]}+06:00`) : new Date(text ?? Number.NaN);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

const wholeTaka = (value: number | null | undefined) => (value == null ? null : Math.round(value));

/** What a posted webhook says; null for a kind of notification the shop does not read. */
function readNotice(body: Buffer): ParcelNews | 'invalid' | null {
  const payload = parseJson(body.toString('utf8'));
  if (!isRecord(payload) || typeof payload.notification_type !== 'string') return 'invalid';
  const type = normaliseSteadfastStatus(payload.notification_type);

  if (type === 'delivery_status') {
    const notice = statusNotice.safeParse(payload);
    if (!notice.success) return 'invalid';
    const state = steadfastState(notice.data.status);
    const settled = state === 'delivered' || state === 'partly_delivered';
    return {
      consignmentId: notice.data.consignment_id ?? null,
      invoice: notice.data.invoice ?? null,
      rawStatus: notice.data.status,
      state,
      message: notice.data.tracking_message || null,
      at: steadfastTime(notice.data.updated_at),
      collected: settled ? wholeTaka(notice.data.cod_amount) : null,
      fee: wholeTaka(notice.data.delivery_charge),
    };
  }
  if (type === 'tracking_update') {
    const notice = trackingNotice.safeParse(payload);
    if (!notice.success) return 'invalid';
    return {
      consignmentId: notice.data.consignment_id ?? null,
      invoice: notice.data.invoice ?? null,
      rawStatus: 'tracking_update',
      state: null,
      message: notice.data.tracking_message || null,
      at: steadfastTime(notice.data.updated_at),
      collected: null,
      fee: null,
    };
  }
  return null;
}

/** Steadfast's merchant API v1 (wire notes: shared/SELLING-IN-BD.md §1.1); keys in headers, no token exchange. */
export function createSteadfastCourier(config: SteadfastConfig): Courier {
  async function ask(path: string, body?: object): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'Api-Key': config.apiKey,
          'Secret-Key': config.secretKey,
          'Content-Type': 'application/json',
          // Without it Laravel answers a failed validation with a redirect instead of its JSON errors.
          Accept: 'application/json',
        },
        body: body && JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const cause = error instanceof Error ? error.cause : undefined;
      const code = isRecord(cause) && typeof cause.code === 'string' ? cause.code : undefined;
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const sent = timedOut || code === undefined || !NOT_SENT.has(code);
      const why = timedOut ? `did not answer ${path} within ${config.timeoutMs} ms` : `could not be asked ${path}`;
      throw new CourierUnavailable(`Steadfast ${why}${code ? ` (${code})` : ''}`, sent, { cause: error });
    }
    // Too many requests: it took nothing, and will later.
    if (response.status === 429) throw new CourierUnavailable(`Steadfast is limiting requests to ${path}`, false);
    const data = parseJson(text);
    if (response.status >= 500 || !isRecord(data) || Number(data.status) >= 500) {
      throw new CourierUnavailable(`Steadfast answered ${path} with HTTP ${response.status} and no usable reply`, true);
    }
    return { httpStatus: response.status, body: data };
  }

  function readReply<T>(answer: Answer, schema: z.ZodType<T>, path: string): T {
    if (!isOk(answer)) throw refused(answer);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new CourierUnavailable(`Steadfast answered ${path} in an unknown shape`, true);
    return parsed.data;
  }

  const statusPath = (ids: Pick<ParcelIds, 'consignmentId' | 'invoice'>) =>
    ids.consignmentId
      ? `/status_by_cid/${encodeURIComponent(ids.consignmentId)}`
      : `/status_by_invoice/${encodeURIComponent(ids.invoice)}`;

  return {
    id: 'steadfast',
    replyHeaders: {},

    trackingUrl: ({ trackingCode }) =>
      trackingCode
        ? `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}`
        : 'https://steadfast.com.bd/tracking',

    async book(parcel) {
      const order = {
        invoice: parcel.invoice,
        recipient_name: parcel.recipient.name.trim().slice(0, MAX_NAME),
        recipient_phone: parcel.recipient.phone,
        recipient_address: addressLine(parcel.recipient),
        cod_amount: parcel.codAmount,
        note: parcel.note,
        item_description: parcel.description,
        delivery_type: HOME_DELIVERY,
      };
      const { consignment } = readReply(await ask('/create_order', order), created, '/create_order');
      return {
        consignmentId: consignment.consignment_id,
        trackingCode: consignment.tracking_code,
        rawStatus: consignment.status,
        state: steadfastState(consignment.status) ?? 'booked',
        fee: null,
      };
    },

    async findByInvoice(invoice): Promise<Booking | null> {
      const path = statusPath({ consignmentId: '', invoice });
      const answer = await ask(path);
      if (isNotFound(answer)) return null;
      const reply = readReply(answer, deliveryStatus, path);
      return {
        consignmentId: reply.consignment_id ?? '',
        trackingCode: reply.tracking_code ?? '',
        rawStatus: reply.delivery_status,
        state: steadfastState(reply.delivery_status) ?? 'booked',
        fee: null,
      };
    },

    async status(ids) {
      const path = statusPath(ids);
      const reply = readReply(await ask(path), deliveryStatus, path);
      return {
        consignmentId: ids.consignmentId || reply.consignment_id || null,
        invoice: ids.invoice || null,
        rawStatus: reply.delivery_status,
        state: steadfastState(reply.delivery_status),
        message: null,
        at: new Date(),
        collected: null,
        fee: null,
      };
    },

    webhook(request: CourierRequest): WebhookOutcome {
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!sameSecret(bearer, config.webhookToken)) throw new NotAuthentic('Steadfast webhook without the right token');
      const news = readNotice(request.body);
      return news === 'invalid' ? INVALID : { reply: RECEIVED, news };
    },

    async phoneRecord(phone): Promise<PhoneRecord | null> {
      const path = `/fraud_check/${encodeURIComponent(phone)}`;
      const history = readReply(await ask(path), phoneHistory, path);
      if (history.total_parcels === 0) return null;
      return {
        source: 'Steadfast',
        total: history.total_parcels,
        delivered: history.total_delivered,
        cancelled: history.total_cancelled,
      };
    },
  };
}
