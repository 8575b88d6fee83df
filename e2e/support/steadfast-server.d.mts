/** A parcel as the stand-in keeps it: every field the shop sent, plus what Steadfast adds. */
export interface SteadfastStandInParcel {
  invoice: string;
  recipient_name: string;
  recipient_phone: string;
  recipient_address: string;
  cod_amount: number;
  note?: string;
  item_description?: string;
  delivery_type?: number;
  consignment_id: number;
  /** Eight capital hex letters, like `15BAEB8A`. */
  tracking_code: string;
  /** Steadfast's status word, snake_case (`in_review`, `pending`, `delivered` …). */
  status: string;
  /** What the last delivery_status push said was collected and charged. */
  collected?: number;
  fee?: number;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export interface SteadfastPush {
  /** Steadfast's word for delivery_status (`Delivered`, `partial_delivered` …); the parcel's own status by default. */
  status?: string;
  /** tracking_message. */
  message?: string;
  /** cod_amount in the payload; the parcel's COD by default. */
  collected?: number;
  /** delivery_charge; 100 by default. */
  fee?: number;
  /** The bearer token sent; null sends no Authorization header. The stand-in's `webhookToken` by default. */
  token?: string | null;
  type?: 'delivery_status' | 'tracking_update';
}

export function startSteadfastStandIn(options?: {
  port?: number;
  host?: string;
  apiKey?: string;
  secretKey?: string;
  webhookToken?: string;
}): Promise<{
  /** Append `/api/v1` for the client's base URL. */
  url: string;
  apiKey: string;
  secretKey: string;
  webhookToken: string;
  /** Every parcel booked so far, oldest first. */
  parcels(): SteadfastStandInParcel[];
  /** Sets the status polling reports (by consignment id or invoice); throws for an unknown parcel. */
  setStatus(consignmentIdOrInvoice: string | number, status: string): void;
  /** The next `count` (default 1) API calls answer 500 with an HTML page. */
  failNext(count?: number): void;
  /** The next `count` (default 1) bookings are taken, but the connection is cut instead of answering. */
  loseNext(count?: number): void;
  /** What /fraud_check/{phone} reports; unknown phones report zeros. */
  setPhoneRecord(phone: string, record: { total?: number; delivered?: number; cancelled?: number }): void;
  /**
   * POSTs Steadfast's webhook about a parcel to `shopUrl` and returns the shop's answer (JSON parsed, else text).
   * A delivery_status push also changes what polling reports.
   */
  push(
    shopUrl: string,
    consignmentIdOrInvoice: string | number,
    options?: SteadfastPush,
  ): Promise<{ status: number; body: unknown }>;
  /** Forgets parcels, phone records, pending failures and losses. */
  reset(): void;
  close(): Promise<void>;
}>;
