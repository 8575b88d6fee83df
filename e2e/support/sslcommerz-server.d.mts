export interface SslcommerzStandInSession {
  tran_id: string;
  total_amount: string;
  currency: string;
  outcome: 'VALID' | 'FAILED' | 'CANCELLED' | null;
  transaction: Record<string, string | boolean> | null;
  refunds?: { refund_ref_id: string; amount: string; remarks: string; refe_id: string }[];
  [field: string]: unknown;
}

export function signFields(fields: Record<string, string>, storePassword: string): Record<string, string>;

export function startSslcommerzStandIn(options?: {
  port?: number;
  host?: string;
  store?: { id: string; password: string };
}): Promise<{
  url: string;
  store: { id: string; password: string };
  sessions: Map<string, SslcommerzStandInSession>;
  calls: { path: string; params: Record<string, string> }[];
  refunds: Map<string, Record<string, string>>;
  setIpn(mode: 'send' | 'hold'): void;
  setRisk(level: number | string): void;
  setTamper(tamper: ((answer: Record<string, unknown>) => Record<string, unknown>) | null): void;
  setDelay(ms: number): void;
  sendIpn(tranId: string): Promise<number | null>;
  postedFields(tranId: string): Record<string, string> | null;
  close(): Promise<void>;
}>;
