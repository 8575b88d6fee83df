export type SmsStandInProvider = 'sslwireless' | 'bulksmsbd' | 'alphasms';

export interface SmsStandInMessage {
  provider: SmsStandInProvider;
  /** 01XXXXXXXXX. */
  to: string;
  text: string;
  senderId?: string;
  /** SSL Wireless's csms_id. */
  id?: string;
  /** ISO time the stand-in took it. */
  at: string;
}

export function startSmsStandIn(options?: { port?: number; host?: string; apiToken?: string }): Promise<{
  url: string;
  apiToken: string;
  /** Every message taken so far, oldest first. */
  sent(): SmsStandInMessage[];
  /** The next `count` (default 1) gateway calls answer 500 with the gateway's own error body. */
  failNext(count?: number): void;
  /** Forgets messages, used csms_ids and pending failures. */
  reset(): void;
  close(): Promise<void>;
}>;
