import type { Config } from '../../config';
import { ProviderUnavailable } from '../provider';

export type BkashConfig = NonNullable<Config['bkash']>;

/** bKash's answer about one payment (create, execute and payment/status share these fields). */
export interface BkashPayment {
  paymentID?: string;
  bkashURL?: string;
  trxID?: string;
  transactionStatus?: string;
  amount?: string;
  currency?: string;
  merchantInvoiceNumber?: string;
  statusCode?: string;
  statusMessage?: string;
  errorMessage?: string;
}

/** bKash's answer to a refund. */
export interface BkashRefund {
  originalTrxID?: string;
  refundTrxID?: string;
  transactionStatus?: string;
  amount?: string;
  currency?: string;
  statusCode?: string;
  statusMessage?: string;
  errorMessage?: string;
}

interface Token {
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Tokens are renewed this long before bKash says they expire. */
const TOKEN_MARGIN_MS = 60_000;

/** bKash no longer takes the token (revoked, or its clock ran ahead of ours). */
class TokenRefused extends Error {}

/**
 * bKash's tokenized (URL-based) checkout, v1.2.0-beta, over plain HTTPS (wire notes: shared/PROVIDERS.md).
 * The grant token is kept until shortly before it expires, then refreshed.
 */
export function createBkashGateway(config: BkashConfig, now: () => number = Date.now) {
  let token: Token | null = null;
  /** One renewal at a time: callers arriving meanwhile wait for it instead of asking for tokens of their own. */
  let renewing: Promise<Token> | null = null;

  async function call(path: string, body: object, headers: Record<string, string>): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (cause) {
      throw new ProviderUnavailable(`bKash did not answer ${path}`, { cause });
    }
    if (response.status === 401 && 'authorization' in headers) throw new TokenRefused(path);
    const data: unknown = await response.json().catch(() => null);
    if (!data || typeof data !== 'object')
      throw new ProviderUnavailable(`bKash answered ${path} with ${response.status}`);
    return data as Record<string, unknown>;
  }

  async function grant(refreshToken?: string): Promise<Token> {
    const credentials = { app_key: config.appKey, app_secret: config.appSecret };
    const answer = await call(
      refreshToken ? 'token/refresh' : 'token/grant',
      refreshToken ? { ...credentials, refresh_token: refreshToken } : credentials,
      { username: config.username, password: config.password },
    );
    if (typeof answer.id_token !== 'string') {
      const reason = typeof answer.statusMessage === 'string' ? answer.statusMessage : 'no reason given';
      throw new ProviderUnavailable(`bKash refused the token: ${reason}`);
    }
    const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : Number(answer.expires_in ?? 3600);
    return {
      idToken: answer.id_token,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : (refreshToken ?? ''),
      expiresAt: now() + lifetime * 1000 - TOKEN_MARGIN_MS,
    };
  }

  async function idToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.idToken;
    renewing ??= (token?.refreshToken ? grant(token.refreshToken).catch(() => grant()) : grant()).finally(() => {
      renewing = null;
    });
    token = await renewing;
    return token.idToken;
  }

  /** A call with the token; one bKash refuses is dropped, and the call made once more with a new one. */
  async function authorized(path: string, body: object): Promise<Record<string, unknown>> {
    const send = async () => call(path, body, { authorization: await idToken(), 'x-app-key': config.appKey });
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      token = null;
      try {
        return await send();
      } catch (again) {
        if (again instanceof TokenRefused) throw new ProviderUnavailable('bKash refused a new token', { cause: again });
        throw again;
      }
    }
  }

  const paymentCall = (path: string, body: object): Promise<BkashPayment> => authorized(path, body);

  return {
    /** A payment of `amount` taka for one order; the shopper pays at `bkashURL` and comes back to `callbackURL`. */
    createPayment(input: { amount: number; invoice: string; payerReference: string; callbackURL: string }) {
      return paymentCall('create', {
        mode: '0011',
        payerReference: input.payerReference,
        callbackURL: input.callbackURL,
        amount: input.amount.toFixed(2),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: input.invoice,
      });
    },
    /** Completes a payment the shopper approved; only then is money taken. */
    executePayment: (paymentID: string) => paymentCall('execute', { paymentID }),
    queryPayment: (paymentID: string) => paymentCall('payment/status', { paymentID }),
    /** Gives back `amount` taka of a completed payment (bKash allows it for a limited time after payment). */
    async refundPayment(input: { paymentID: string; trxID: string; amount: number; sku: string; reason: string }) {
      const answer: BkashRefund = await authorized('payment/refund', {
        ...input,
        amount: input.amount.toFixed(2),
        reason: input.reason.slice(0, 255),
      });
      return answer;
    },
    /** The payment's refund as bKash reports it (the same call without an amount). */
    refundStatus(input: { paymentID: string; trxID: string }): Promise<BkashRefund> {
      return authorized('payment/refund', input);
    },
  };
}

export type BkashGateway = ReturnType<typeof createBkashGateway>;

/** A payment bKash completed, for exactly this amount in taka. */
export function isCompleted(payment: BkashPayment, paymentID: string, amount: number): boolean {
  return (
    payment.statusCode === '0000' &&
    payment.transactionStatus === 'Completed' &&
    payment.paymentID === paymentID &&
    payment.currency === 'BDT' &&
    Number(payment.amount) === amount &&
    typeof payment.trxID === 'string'
  );
}
