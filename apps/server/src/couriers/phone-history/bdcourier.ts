import { z } from 'zod';
import { CourierUnavailable, type PhoneRecord } from '../courier';

export interface BdCourierConfig {
  apiKey: string;
  /** `https://bdcourier.com` unless told otherwise. */
  baseUrl?: string;
  timeoutMs: number;
}

const count = z.coerce.number().finite().nonnegative().catch(0);
const tally = z.object({ total_parcel: count, success_parcel: count, cancelled_parcel: count });

const answerSchema = z.object({
  status: z.string(),
  message: z.string().optional().catch(undefined),
  courierData: z.record(z.string(), z.unknown()).optional(),
});

/** Connection failures that happen before any byte of the request left. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const STATUS_MEANINGS: Record<number, string> = {
  401: 'the API key was refused',
  403: 'refused, by its firewall or for the key',
  429: 'too many lookups',
};

/**
 * bdcourier.com: one call for a phone number's parcels across the courier networks (Pathao, Steadfast, RedX,
 * Paperfly …), summed in `summary`. Wire notes: shared/SELLING-IN-BD.md §2.1.
 */
export function createBdCourierLookup(config: BdCourierConfig) {
  const baseUrl = (config.baseUrl ?? 'https://bdcourier.com').replace(/\/+$/, '');

  return {
    /** The networks' record of `phone` (01XXXXXXXXX); null when no network has carried a parcel for it. */
    async phoneRecord(phone: string): Promise<PhoneRecord | null> {
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${baseUrl}/api/courier-check`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.apiKey}`,
            accept: 'application/json',
            'content-type': 'application/json',
          },
          body: JSON.stringify({ phone }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new CourierUnavailable(`BD Courier did not answer within ${config.timeoutMs} ms`, true, {
            cause: error,
          });
        }
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        const known = typeof code === 'string' ? code : '';
        throw new CourierUnavailable(
          `BD Courier could not be reached${known ? ` (${known})` : ''}`,
          !NOT_SENT.has(known),
          {
            cause: error,
          },
        );
      }

      let data: unknown = null;
      try {
        data = JSON.parse(text);
      } catch {
        // Judged below.
      }
      if (!response.ok) {
        const meaning = STATUS_MEANINGS[response.status];
        const said = (data as { message?: unknown } | null)?.message;
        throw new CourierUnavailable(
          `BD Courier answered ${response.status}${meaning ? ` (${meaning})` : ''}${typeof said === 'string' && said ? `: ${said}` : ''}`,
          true,
        );
      }
      const answer = answerSchema.safeParse(data);
      if (!answer.success)
        throw new CourierUnavailable(`BD Courier answered ${response.status} without its record`, true);
      const { status, message, courierData } = answer.data;
      if (status !== 'success' || !courierData) {
        throw new CourierUnavailable(`BD Courier said ${status}${message ? `: ${message}` : ''}`, true);
      }

      const { summary, ...couriers } = courierData;
      const summed = tally.safeParse(summary);
      const totals = summed.success
        ? summed.data
        : // No summary: add up the networks it lists.
          Object.values(couriers).reduce<z.infer<typeof tally>>(
            (sum, each) => {
              const one = tally.safeParse(each);
              if (!one.success) return sum;
              return {
                total_parcel: sum.total_parcel + one.data.total_parcel,
                success_parcel: sum.success_parcel + one.data.success_parcel,
                cancelled_parcel: sum.cancelled_parcel + one.data.cancelled_parcel,
              };
            },
            { total_parcel: 0, success_parcel: 0, cancelled_parcel: 0 },
          );
      if (totals.total_parcel === 0) return null;
      return {
        source: 'BD Courier',
        total: Math.round(totals.total_parcel),
        delivered: Math.round(totals.success_parcel),
        cancelled: Math.round(totals.cancelled_parcel),
      };
    },
  };
}

export type BdCourierLookup = ReturnType<typeof createBdCourierLookup>;
