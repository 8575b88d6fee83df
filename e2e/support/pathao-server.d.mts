export interface PathaoStandInParcel {
  consignmentId: string;
  merchantOrderId: string | null;
  /** The display name polling answers (`Pending`, `At_the_Sorting_HUB`, `Return` …). */
  status: string;
  deliveryFee: number;
  /** The order body exactly as the shop sent it. */
  order: Record<string, unknown>;
  invoiceId?: string;
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
}

/** What the shop answered a webhook the stand-in posted. */
export interface PathaoStandInReply {
  status: number;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON, or the text when it was not JSON. */
  body: unknown;
}

export interface PathaoStandInCall {
  method: string;
  /** After `/aladdin/api/v1`: `/issue-token`, `/orders` … */
  path: string;
  /** For issue-token: the grant_type asked for. */
  grant?: string;
}

export function startPathaoStandIn(options?: {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  storeId?: number;
  webhookSecret?: string;
  /** How long an issued token works (Pathao: 432000, five days). */
  tokenSeconds?: number;
}): Promise<{
  /** The base URL (the API lives under `/aladdin/api/v1`). */
  url: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  webhookSecret: string;
  /** How many tokens were issued since start or reset, by either grant. */
  tokensIssued(): number;
  /** The grant each token issued since start or reset was asked with, oldest first: `password` or `refresh_token`. */
  grants(): string[];
  /** Every API call received since start or reset, oldest first, refused ones included. */
  calls(): PathaoStandInCall[];
  /** Every token and refresh token issued so far stops working: calls answer 401 `{ message: "Unauthenticated." }`. */
  expireTokens(): void;
  parcels(): PathaoStandInParcel[];
  /** What polling answers for the parcel from now on (`Picked`, `At_the_Sorting_HUB` …). */
  setStatus(consignmentId: string, displayStatus: string): void;
  /** The next `count` (default 1) authorised calls answer 500 `{ message: "Server Error" }` and do nothing. */
  failNext(count?: number): void;
  /** The next `count` (default 1) valid bookings are made, but their answer never comes. */
  loseNext(count?: number): void;
  /**
   * Posts Pathao's webhook for one parcel to `shopUrl` (`order.delivered` or `delivered`; `store.updated`), with the
   * fields Pathao sends for that event, and moves the parcel's polling status along. `signature`: the
   * X-PATHAO-Signature sent (default the webhook secret; null leaves the header out).
   */
  push(
    shopUrl: string,
    consignmentId: string,
    event: string,
    options?: { collected?: number; reason?: string; fee?: number; signature?: string | null },
  ): Promise<PathaoStandInReply>;
  /** Pathao's registration check: `{ "event": "webhook_integration" }` with the signature (default the secret). */
  probe(shopUrl: string, signature?: string | null): Promise<PathaoStandInReply>;
  /** Forgets parcels, the call and grant logs, and pending failures and losses; issued tokens keep working. */
  reset(): void;
  close(): Promise<void>;
}>;
