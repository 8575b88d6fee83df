import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import type { Lang } from '@alankar/shared/lang';
import type { Database } from '../db/client';
import { phoneCodes, users } from '../db/schema';
import { AppError } from '../errors';
import { enqueue } from '../jobs/job-queue';
import type { JobsBell } from '../jobs/jobs-bell';
import type { LimitStore } from '../limits/limit-store';
import { phoneCodeSms } from './phone-code-words';

/** How a code works: minutes it lasts, tries it allows, seconds before another is sent, codes an hour per phone. */
export const PHONE_CODE_RULES = { minutes: 5, tries: 3, resendSeconds: 60, perPhonePerHour: 5, perAddressPerHour: 10 };

const hashOf = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Codes by SMS that prove a phone number is the shopper's (before a cash-on-delivery order, when the owner asks for
 * it). A code is six digits, kept only as a hash, lasts five minutes and allows three tries; another can be sent
 * after a minute, a few an hour per phone and per address.
 */
export function createPhoneCodeService(
  db: Database,
  {
    limits,
    jobs,
    shopName,
    claimGuestOrders,
  }: {
    limits: LimitStore;
    jobs: JobsBell;
    shopName: () => Promise<string>;
    /** A proved phone's guest orders become the signed-in person's. */
    claimGuestOrders: (viewer: Viewer, by: { phone: string }) => Promise<void>;
  },
) {
  async function latest(phone: string) {
    const [row] = await db
      .select()
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, phone))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    return row;
  }

  return {
    /** Sends a new code to `phone`, in `lang`; answers when the next may be asked for. */
    async send(phone: string, { address, lang }: { address: string; lang: Lang }): Promise<{ resendAfterSeconds: number }> {
      const last = await latest(phone);
      const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Infinity;
      if (waited < PHONE_CODE_RULES.resendSeconds) {
        const seconds = Math.ceil(PHONE_CODE_RULES.resendSeconds - waited);
        throw new AppError('too_many_requests', `We have just sent a code. You can ask for another in ${seconds} seconds.`);
      }
      const [byPhone, byAddress] = await Promise.all([
        limits.hit(`phone-codes:phone:${phone}`, 60 * 60_000),
        limits.hit(`phone-codes:address:${address}`, 60 * 60_000),
      ]);
      if (byPhone.count > PHONE_CODE_RULES.perPhonePerHour || byAddress.count > PHONE_CODE_RULES.perAddressPerHour) {
        throw new AppError('too_many_requests', 'Too many codes were asked for. Please try again in an hour.');
      }
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const text = phoneCodeSms(code, PHONE_CODE_RULES.minutes, await shopName(), lang);
      await db.transaction(async (tx) => {
        await tx.insert(phoneCodes).values({
          id,
          phone,
          codeHash: hashOf(id, code),
          expiresAt: new Date(Date.now() + PHONE_CODE_RULES.minutes * 60_000),
        });
        await enqueue(tx, 'sms.send', { to: phone, text, id: randomUUID() });
      });
      jobs.nudge();
      return { resendAfterSeconds: PHONE_CODE_RULES.resendSeconds };
    },

    /**
     * Checks `code` against the phone's latest code. Right: the phone is proved (and kept on the viewer's account,
     * whose guest orders with that phone become theirs). Wrong, expired or tried too often: a 4xx saying which.
     */
    async confirm(phone: string, code: string, viewer: Viewer | null): Promise<void> {
      const last = await latest(phone);
      if (!last || last.verifiedAt) throw new AppError('invalid', 'Ask for a code first.', { code: 'Ask for a code first' });
      if (last.expiresAt.getTime() <= Date.now()) {
        throw new AppError('invalid', 'This code has expired. Ask for a new one.', { code: 'This code has expired' });
      }
      // Counted before the comparison, in one statement, so simultaneous guesses can't share a try.
      const [tried] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(and(eq(phoneCodes.id, last.id), isNull(phoneCodes.verifiedAt)))
        .returning({ attempts: phoneCodes.attempts });
      if (!tried || tried.attempts > PHONE_CODE_RULES.tries) {
        throw new AppError('too_many_requests', 'Too many wrong tries. Ask for a new code.');
      }
      if (hashOf(last.id, code) !== last.codeHash) {
        const left = PHONE_CODE_RULES.tries - tried.attempts;
        const message = left > 0 ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'This code is not right. Ask for a new one.';
        throw new AppError('invalid', message, { code: message });
      }
      await db.update(phoneCodes).set({ verifiedAt: new Date() }).where(eq(phoneCodes.id, last.id));
      if (!viewer) return;
      await db.update(users).set({ verifiedPhone: phone }).where(eq(users.id, viewer.id));
      await claimGuestOrders(viewer, { phone });
    },

    /** Whether the signed-in viewer proved `phone` with a code (kept on their account). */
    async isAccountPhone(viewer: Viewer, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, viewer.id), eq(users.verifiedPhone, phone)));
      return row !== undefined;
    },

  };
}

export type PhoneCodeService = ReturnType<typeof createPhoneCodeService>;
