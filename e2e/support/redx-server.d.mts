export interface RedxStandInTracking {
  message_en: string;
  message_bn: string;
  /** ISO time. */
  time: string;
}

/** A parcel the stand-in took: the fields as the shop sent them, plus what RedX adds. */
export interface RedxStandInParcel {
  tracking_id: string;
  customer_name: string;
  customer_phone: string;
  delivery_area: string;
  delivery_area_id: number;
  customer_address: string;
  cash_collection_amount: string | number;
  parcel_weight: string | number;
  value: string | number;
  merchant_invoice_id?: string;
  tenant_invoice_id?: string;
  instruction?: string;
  pickup_store_id?: number | string;
  parcel_details_json?: { name: string; category: string; value: number }[];
  /** merchant_invoice_id or tenant_invoice_id, whichever was sent. */
  invoice: string | null;
  status: string;
  /** Delivery charge in taka, by the stand-in's own rates. */
  charge: number;
  created_at: string;
  pickup_location: { id: number; name: string; address: string; area_name: string; area_id: number; phone: string };
  /** Oldest first. */
  tracking: RedxStandInTracking[];
  [field: string]: unknown;
}

export interface RedxStandInCall {
  method: string;
  /** Without the `/v1.0.0-beta` prefix: `/areas`, `/parcel`, `/parcel/info/21A427TU4BN3R` … */
  path: string;
  query: Record<string, string>;
}

export function startRedxStandIn(options?: {
  port?: number;
  host?: string;
  /** The API token the shop must send as `API-ACCESS-TOKEN: Bearer <token>`. */
  token?: string;
  /** The merchant's one pickup store at the start (in Dhanmondi). */
  pickupStoreId?: number;
  /** What `push` puts in the callback URL's `?token=` unless told otherwise. */
  webhookToken?: string;
}): Promise<{
  /** Base of the stand-in; RedX's API is at `${url}/v1.0.0-beta`. */
  url: string;
  token: string;
  pickupStoreId: number;
  webhookToken: string;
  /** Every parcel booked so far, oldest first. */
  parcels(): RedxStandInParcel[];
  /** Every API call so far, oldest first. */
  calls(): RedxStandInCall[];
  /** Moves a parcel on, adding RedX's tracking words for the status (or `messageEn`) to its history. */
  setStatus(trackingId: string, status: string, messageEn?: string): void;
  /** The next `count` (default 1) API calls answer 500; with `path`, only calls whose path contains it count. */
  failNext(count?: number, path?: string): void;
  /** The next `count` (default 1) API calls are carried out, then the connection drops without an answer. */
  loseNext(count?: number): void;
  /**
   * Moves the parcel to `status` (when the stand-in has it) and posts RedX's webhook at `shopUrl`, with
   * `?token=<webhookToken>` (or `token`; none when null). Resolves with the shop's answer.
   */
  push(
    shopUrl: string,
    trackingId: string,
    status: string,
    options?: { messageEn?: string; token?: string | null },
  ): Promise<{ status: number; body: unknown }>;
  /** Forgets parcels, extra pickup stores, calls and pending failures. */
  reset(): void;
  close(): Promise<void>;
}>;
