import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { ProviderUnavailable } from '../provider';

export type SslcommerzConfig = NonNullable<Config['sslcommerz']>;

/** SSLCommerz's answer to a session request. */
export interface SslcommerzSession {
  status?: string;
  failedreason?: string;
  sessionkey?: string;
  GatewayPageURL?: string;
}

/** One transaction as the validation and query APIs describe it. */
export interface SslcommerzTransaction {
  status?: string;
  tran_id?: string;
  val_id?: string;
  amount?: string;
  currency?: string;
  /** What the shop asked for, before any conversion. */
  currency_type?: string;
  currency_amount?: string;
  bank_tran_id?: string;
  card_type?: string;
  risk_level?: string;
  risk_title?: string;
}

/** SSLCommerz's answer to a refund request. */
export interface SslcommerzRefund {
  APIConnect?: string;
  status?: string;
  refund_ref_id?: string;
  errorReason?: string;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * SSLCommerz's v4 API over plain HTTPS (wire notes: shared/PROVIDERS.md). The `sslcommerz-lts` package speaks the
 * same calls but returns network errors as answers, has no timeout and does not encode query values
 * (docs/decisions/007-sslcommerz-over-fetch.md).
 */
export function createSslcommerzGateway(config: SslcommerzConfig) {
  const credentials = { store_id: config.storeId, store_passwd: config.storePassword };

  async function call<T>(path: string, init: { form?: Record<string, string>; query?: Record<string, string> }) {
    const url = new URL(`${config.baseUrl}${path}`);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.form ? 'POST' : 'GET',
        headers: { accept: 'application/json' },
        body: init.form ? new URLSearchParams(init.form) : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (cause) {
      throw new ProviderUnavailable(`SSLCommerz did not answer ${path}`, { cause });
    }
    const data: unknown = await response.json().catch(() => null);
    if (!data || typeof data !== 'object') {
      throw new ProviderUnavailable(`SSLCommerz answered ${path} with ${response.status}`);
    }
    return data as T;
  }

  return {
    /** A payment session; the shopper pays at `GatewayPageURL`. */
    openSession(fields: Record<string, string>) {
      return call<SslcommerzSession>('/gwprocess/v4/api.php', { form: { ...credentials, ...fields } });
    },

    /** SSLCommerz's own word on a payment a notification or return named by its `val_id`. */
    validate(valId: string) {
      return call<SslcommerzTransaction>('/validator/api/validationserverAPI.php', {
        query: { val_id: valId, ...credentials, v: '1', format: 'json' },
      });
    },

    /** Every payment SSLCommerz has for one of the shop's `tran_id`s. */
    async transactions(tranId: string): Promise<SslcommerzTransaction[]> {
      const answer = await call<{ APIConnect?: string; element?: SslcommerzTransaction[] }>(
        '/validator/api/merchantTransIDvalidationAPI.php',
        { query: { tran_id: tranId, ...credentials, format: 'json' } },
      );
      if (answer.APIConnect !== 'DONE') throw new ProviderUnavailable(`SSLCommerz answered ${answer.APIConnect}`);
      return answer.element ?? [];
    },

    /** Gives back `amount` taka of the payment SSLCommerz knows by its bank transaction id. */
    refund(input: { bankTranId: string; amount: number; remarks: string; referenceId: string }) {
      return call<SslcommerzRefund>('/validator/api/merchantTransIDvalidationAPI.php', {
        query: {
          bank_tran_id: input.bankTranId,
          refund_amount: input.amount.toFixed(2),
          refund_remarks: input.remarks.slice(0, 255),
          refe_id: input.referenceId,
          ...credentials,
          v: '1',
          format: 'json',
        },
      });
    },

    /**
     * Whether a notification was signed with the shop's store password: md5 over the fields `verify_key` names plus
     * md5(store_passwd), sorted by name and joined as `k=v&…`, must equal `verify_sign`.
     */
    isSigned(fields: Record<string, string | undefined>): boolean {
      const { verify_key: names, verify_sign: signature } = fields;
      if (!names || !signature) return false;
      const signed = new Map<string, string>();
      for (const name of names.split(',')) signed.set(name, Object.hasOwn(fields, name) ? (fields[name] ?? '') : '');
      // The shop's own password always stands here, even when the notification names a store_passwd of its own.
      signed.set('store_passwd', md5(config.storePassword));
      const text = [...signed.keys()]
        .sort()
        .map((name) => `${name}=${signed.get(name)}`)
        .join('&');
      const expected = Buffer.from(md5(text));
      const given = Buffer.from(signature.toLowerCase());
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type SslcommerzGateway = ReturnType<typeof createSslcommerzGateway>;
