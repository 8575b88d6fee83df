export function signPayload(payload: string, secret: string, timestamp?: number): string;
export function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  webhook?: { url: string; secret: string };
}): Promise<{
  url: string;
  intents: Map<string, Record<string, unknown>>;
  refunds: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}>;
