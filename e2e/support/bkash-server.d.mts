export interface BkashStandInPayment {
  paymentID: string;
  amount: string;
  currency: string;
  transactionStatus: string;
  trxID?: string;
  merchantInvoiceNumber: string;
  approved: boolean;
  refunds?: { amount: string; refundTrxID: string; sku: string; reason: string }[];
  [field: string]: unknown;
}

export function startBkashStandIn(options?: {
  port?: number;
  host?: string;
  credentials?: { appKey: string; appSecret: string; username: string; password: string };
  tokenSeconds?: number;
}): Promise<{
  url: string;
  credentials: { appKey: string; appSecret: string; username: string; password: string };
  payments: Map<string, BkashStandInPayment>;
  calls: { path: string; headers: Record<string, string | string[] | undefined>; body: Record<string, unknown> }[];
  setDelay(ms: number): void;
  setTamper(tamper: ((payment: Record<string, unknown>) => Record<string, unknown>) | null): void;
  /** Every token handed out so far stops working, as when bKash revokes them before they expire. */
  revokeTokens(): void;
  closeRefundWindow(closed?: boolean): void;
  close(): Promise<void>;
}>;
