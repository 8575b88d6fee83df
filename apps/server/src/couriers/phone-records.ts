import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { phoneRecords } from '../db/schema';
import type { PhoneLookup } from './registry';

/** A network's word on a number is kept this long before it is asked again. */
export const PHONE_RECORD_HOURS = 24;

/**
 * What courier networks know of phone numbers, asked once a day per number and kept (`phone_records`). Advice for
 * staff only: nothing waits for it, and a network that does not answer is asked again later.
 */
export function createPhoneRecords(db: Database, lookups: readonly PhoneLookup[]) {
  return {
    /** Whether any network can be asked. */
    enabled: lookups.length > 0,

    /**
     * Asks each network it has no fresh word from (every one with `force`) and keeps what they say. Throws after asking
     * all of them when one did not answer, so the job tries that one again.
     */
    async lookUp(phone: string, { force = false }: { force?: boolean } = {}): Promise<void> {
      const since = new Date(Date.now() - PHONE_RECORD_HOURS * 60 * 60_000);
      const fresh = force
        ? []
        : await db
            .select({ source: phoneRecords.source })
            .from(phoneRecords)
            .where(
              and(
                eq(phoneRecords.phone, phone),
                inArray(
                  phoneRecords.source,
                  lookups.map((lookup) => lookup.source),
                ),
                gt(phoneRecords.checkedAt, since),
              ),
            );
      const due = lookups.filter((lookup) => !fresh.some((row) => row.source === lookup.source));
      const failures: unknown[] = [];
      for (const lookup of due) {
        try {
          const record = (await lookup.phoneRecord(phone)) ?? { total: 0, delivered: 0, cancelled: 0 };
          const values = {
            total: record.total,
            delivered: record.delivered,
            cancelled: record.cancelled,
            checkedAt: new Date(),
          };
          await db
            .insert(phoneRecords)
            .values({ phone, source: lookup.source, ...values })
            .onConflictDoUpdate({ target: [phoneRecords.phone, phoneRecords.source], set: values });
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new AggregateError(failures, `${failures.length} of ${due.length} phone lookups did not answer`);
      }
    },
  };
}

export type PhoneRecords = ReturnType<typeof createPhoneRecords>;
