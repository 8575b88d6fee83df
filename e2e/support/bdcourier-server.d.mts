export interface BdCourierStandInCounts {
  total: number;
  delivered: number;
  cancelled: number;
}

export function startBdCourierStandIn(options?: {
  port?: number;
  host?: string;
  /** What the shop must send as `Authorization: Bearer <key>`. */
  apiKey?: string;
}): Promise<{
  url: string;
  apiKey: string;
  /** The number's parcels per network (`pathao`, `steadfast`, `redx` …); networks not named have none. */
  setRecord(phone: string, perCourier: Record<string, BdCourierStandInCounts>): void;
  /** Lookups received so far, failed ones included. */
  calls(): number;
  /** The next `count` (default 1) lookups fail with `status` (default 429; 403 answers Cloudflare's HTML page). */
  failNext(count?: number, status?: number): void;
  close(): Promise<void>;
}>;
