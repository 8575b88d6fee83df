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
  type ParcelNews,
  type WebhookOutcome,
} from '../courier';
import { isStoreEvent, normalisePathaoStatus, pathaoState } from './pathao-statuses';
import { createPathaoTokens, type IssuedToken, type PathaoGrant } from './pathao-token';

export interface PathaoConfig {
  clientId: string;
  clientSecret: string;
  /** The merchant's login (e-mail) and password at Pathao. */
  username: string;
  password: string;
  /** The pickup store parcels are booked from. */
  storeId: number;
  /** What Pathao sends as `X-PATHAO-Signature` (set in its panel beside the callback URL). */
  webhookSecret: string;
  /** What every webhook reply carries as `X-Pathao-Merchant-Webhook-Integration-Secret`. */
  integrationSecret: string;
  /** `https://api-hermes.pathao.com`, or the sandbox, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

const API = '/aladdin/api/v1';
const NORMAL_DELIVERY = 48;
const PARCEL = 2;
const ADDRESS_LENGTH = { min: 10, max: 220 };
const WEIGHT_KG = { min: 0.5, max: 10 };

/** Errors that mean the request never left: nothing can have been booked. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const idText = z.union([z.string().trim().min(1), z.number().transform(String)]);
const taka = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .transform((amount) => Math.round(amount));

const refusalBody = z.object({
  type: z.string().optional().catch(undefined),
  message: z.string().optional().catch(undefined),
  error_description: z.string().optional().catch(undefined),
  errors: z
    .record(z.string(), z.union([z.array(z.string()), z.string()]))
    .optional()
    .catch(undefined),
});

const tokenBody = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).nullish().catch(null),
  expires_in: taka.pipe(z.number().positive()).catch(432_000),
});

const bookedBody = z.object({
  data: z.object({
    consignment_id: idText,
    // Every parcel starts at Pending; a reply that names the consignment but not its status still booked it.
    order_status: z.string().min(1).catch('Pending'),
    delivery_fee: taka.nullish().catch(null),
  }),
});

const infoBody = z.object({
  data: z.object({
    consignment_id: idText.nullish().catch(null),
    merchant_order_id: idText.nullish().catch(null),
    order_status: z.string().min(1),
    order_status_slug: z.string().nullish().catch(null),
    updated_at: z.string().nullish().catch(null),
  }),
});

const webhookBody = z.object({
  event: z.string().min(1),
  consignment_id: idText.nullish().catch(null),
  merchant_order_id: idText.nullish().catch(null),
  collected_amount: taka.nullish().catch(null),
  delivery_fee: taka.nullish().catch(null),
  reason: z.string().nullish().catch(null),
  updated_at: z.string().nullish().catch(null),
  timestamp: z.string().nullish().catch(null),
});

/** Events whose `collected_amount` is money taken at the door for this parcel. */
const COLLECTING_EVENTS = new Set(['delivered', 'partial-delivery', 'paid-return']);

/** Pathao took the bearer token no longer. */
class TokenRefused extends Error {}

function couldNotConnect(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  // Node tries each address of a host in turn and may report every refusal together.
  const causes: unknown[] = cause instanceof AggregateError ? [cause, ...(cause.errors as unknown[])] : [cause];
  return causes.some(
    (each) => each !== null && typeof each === 'object' && 'code' in each && NOT_SENT.has(String(each.code)),
  );
}

/** Pathao's words for a refusal: its message, then what it said about each field. */
function refusalOf(body: unknown, status: number): CourierRefused {
  const parsed = refusalBody.safeParse(body);
  const said = parsed.success ? parsed.data : {};
  const fields = Object.values(said.errors ?? {}).flat();
  const headline = said.message ?? said.error_description ?? `Pathao answered ${status}`;
  const message = fields.length > 0 ? `${headline}: ${fields.join(' ')}` : headline;
  const orderIdErrors = [said.errors?.merchant_order_id ?? []].flat();
  return orderIdErrors.some((error) => /already|taken|duplicate|exists/i.test(error))
    ? new DuplicateInvoice(message)
    : new CourierRefused(message);
}

/** A Pathao time: ISO with its offset (`timestamp`), or `YYYY-MM-DD HH:MM:SS` in Dhaka (`updated_at`). */
function pathaoTime(text: string | null | undefined): Date | null {
  if (!text) return null;
  const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(:\d{2})?)$/.exec(text.trim());
  const time = new Date(local ? `${local[1]}T${local[2]}+06:00` : text);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** Street, area and district as Pathao reads them to find the city, zone and area itself (10–220 characters). */
export function pathaoAddress({
  address,
  area,
  district,
}: Pick<Parcel['recipient'], 'address' | 'area' | 'district'>): string {
  const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
  const street = tidy(address);
  const place = [tidy(area), tidy(district)].filter(Boolean);
  const missing = place.filter((part) => !street.toLowerCase().includes(part.toLowerCase()));
  const full = [street, ...missing].filter(Boolean).join(', ');
  if (full.length > ADDRESS_LENGTH.max) {
    // Cut the street, never the area and district the courier routes by.
    const tail = place.length > 0 ? `, ${place.join(', ')}` : '';
    return street.slice(0, ADDRESS_LENGTH.max - tail.length).trimEnd() + tail;
  }
  return full.length < ADDRESS_LENGTH.min ? [full, 'Bangladesh'].filter(Boolean).join(', ') : full;
}

/** Grams as the kilograms Pathao takes: 0.5 kg at least, 10 kg at most. */
export function pathaoWeight(grams: number): number {
  const kg = Math.round(grams) / 1000;
  return Math.min(WEIGHT_KG.max, Math.max(WEIGHT_KG.min, kg));
}

function orderBody(parcel: Parcel, storeId: number): Record<string, unknown> {
  const note = parcel.note.trim();
  const description = parcel.description.trim();
  // City, zone and area are left out (not sent as null): Pathao detects them from the address.
  return {
    store_id: storeId,
    merchant_order_id: parcel.invoice,
    recipient_name: parcel.recipient.name.replace(/\s+/g, ' ').trim().slice(0, 100),
    recipient_phone: parcel.recipient.phone,
    recipient_address: pathaoAddress(parcel.recipient),
    delivery_type: NORMAL_DELIVERY,
    item_type: PARCEL,
    item_quantity: Math.max(1, Math.round(parcel.quantity)),
    item_weight: pathaoWeight(parcel.weightGrams),
    ...(description ? { item_description: description } : {}),
    ...(note ? { special_instruction: note } : {}),
    amount_to_collect: Math.max(0, Math.round(parcel.codAmount)),
  };
}

function header(request: CourierRequest, name: string): string | undefined {
  const key = Object.keys(request.headers).find((each) => each.toLowerCase() === name);
  return key === undefined ? undefined : request.headers[key];
}

/**
 * Pathao's merchant ("Aladdin") API over plain HTTPS (wire notes: shared/SELLING-IN-BD.md §1.2). The bearer token is
 * kept until shortly before it expires; a call Pathao answers 401 gets a new token and is made once more.
 */
export function createPathaoCourier(config: PathaoConfig, now: () => number = Date.now): Courier {
  /** One exchange with Pathao: its HTTP status and its JSON (undefined when the body is not JSON). */
  async function exchange(method: 'GET' | 'POST', path: string, body: object | undefined, token?: string) {
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${config.baseUrl}${API}/${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      if (couldNotConnect(cause)) throw new CourierUnavailable(`Could not reach Pathao for ${what}`, false, { cause });
      throw new CourierUnavailable(`Pathao's answer to ${what} was lost (timed out or cut off)`, true, { cause });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { what, status: response.status, json };
  }

  /** Pathao's JSON when it said yes; its refusal, or its silence, thrown. */
  function verdict({ what, status, json }: { what: string; status: number; json: unknown }): unknown {
    if (json === undefined || json === null || typeof json !== 'object' || status >= 500) {
      throw new CourierUnavailable(`Pathao answered ${what} with ${status} and no verdict`, true);
    }
    if (status >= 400 || (json as { type?: unknown }).type === 'error') throw refusalOf(json, status);
    return json;
  }

  async function issue(grant: PathaoGrant): Promise<IssuedToken> {
    const credentials = { client_id: config.clientId, client_secret: config.clientSecret };
    const login = grant.grant_type === 'password' ? { username: config.username, password: config.password } : grant;
    const answer = verdict(
      await exchange('POST', 'issue-token', { ...credentials, grant_type: grant.grant_type, ...login }),
    );
    const token = tokenBody.safeParse(answer);
    if (!token.success) throw new CourierUnavailable('Pathao issued no token', true);
    return {
      accessToken: token.data.access_token,
      refreshToken: token.data.refresh_token ?? null,
      expiresInSeconds: token.data.expires_in,
    };
  }

  const tokens = createPathaoTokens(issue, now);

  /** A token in hand. Without one the call itself was never sent, so nothing can have been booked. */
  async function bearer(get: () => Promise<string>): Promise<string> {
    try {
      return await get();
    } catch (error) {
      if (error instanceof CourierUnavailable && error.maybeSent) {
        throw new CourierUnavailable(`Pathao gave no token: ${error.message}`, false, { cause: error });
      }
      throw error;
    }
  }

  async function authorized(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const send = async (token: string) => {
      const answer = await exchange(method, path, body, token);
      if (answer.status === 401) throw new TokenRefused(token);
      return verdict(answer);
    };
    const first = await bearer(() => tokens.current());
    try {
      return await send(first);
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
    }
    try {
      return await send(await bearer(() => tokens.replace(first)));
    } catch (error) {
      if (error instanceof TokenRefused) throw new CourierRefused('Pathao refused a newly issued token');
      throw error;
    }
  }

  function newsFromWebhook(fields: z.infer<typeof webhookBody>): ParcelNews | null {
    const state = pathaoState(fields.event, 'webhook');
    if (state === undefined || (!fields.consignment_id && !fields.merchant_order_id)) return null;
    return {
      consignmentId: fields.consignment_id ?? null,
      // Pathao's consignment id is what shoppers track a parcel by.
      trackingCode: fields.consignment_id ?? null,
      invoice: fields.merchant_order_id ?? null,
      rawStatus: fields.event,
      state,
      message: fields.reason?.trim() || null,
      at: pathaoTime(fields.timestamp) ?? pathaoTime(fields.updated_at) ?? new Date(now()),
      collected: COLLECTING_EVENTS.has(normalisePathaoStatus(fields.event)) ? (fields.collected_amount ?? null) : null,
      fee: fields.delivery_fee ?? null,
    };
  }

  return {
    id: 'pathao',
    replyHeaders: { 'X-Pathao-Merchant-Webhook-Integration-Secret': config.integrationSecret },

    trackingUrl: ({ consignmentId }) =>
      `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(consignmentId)}`,

    async book(parcel): Promise<Booking> {
      const answer = await authorized('POST', 'orders', orderBody(parcel, config.storeId));
      const booked = bookedBody.safeParse(answer);
      if (!booked.success) throw new CourierUnavailable('Pathao answered the booking without a consignment', true);
      const { consignment_id: consignmentId, order_status: rawStatus, delivery_fee: fee } = booked.data.data;
      return {
        consignmentId,
        trackingCode: consignmentId,
        rawStatus,
        state: pathaoState(rawStatus, 'polling') ?? 'booked',
        fee: fee ?? null,
      };
    },

    // Pathao cannot look a parcel up by merchant order id; its order.created webhook names both ids.
    findByInvoice: async () => undefined,

    async status(ids): Promise<ParcelNews> {
      const answer = await authorized('GET', `orders/${encodeURIComponent(ids.consignmentId)}/info`);
      const info = infoBody.safeParse(answer);
      if (!info.success)
        throw new CourierUnavailable(`Pathao answered without the status of ${ids.consignmentId}`, true);
      const { data } = info.data;
      const bySlug = data.order_status_slug ? pathaoState(data.order_status_slug, 'polling') : undefined;
      return {
        consignmentId: data.consignment_id ?? ids.consignmentId,
        invoice: data.merchant_order_id ?? ids.invoice,
        rawStatus: data.order_status,
        state: pathaoState(data.order_status, 'polling') ?? bySlug ?? null,
        message: null,
        at: pathaoTime(data.updated_at) ?? new Date(now()),
        collected: null,
        fee: null,
      };
    },

    webhook(request): WebhookOutcome {
      if (!sameSecret(header(request, 'x-pathao-signature'), config.webhookSecret)) {
        throw new NotAuthentic('Pathao webhook without the configured X-PATHAO-Signature');
      }
      // Pathao wants 202 for everything it sends, the registration probe included; odd messages are dropped quietly.
      const accepted = { status: 202, body: { message: 'Accepted' } };
      let json: unknown;
      try {
        json = JSON.parse(request.body.toString('utf8'));
      } catch {
        return { reply: accepted, news: null };
      }
      const fields = webhookBody.safeParse(json);
      if (!fields.success || isStoreEvent(fields.data.event)) return { reply: accepted, news: null };
      return { reply: accepted, news: newsFromWebhook(fields.data) };
    },
  };
}
