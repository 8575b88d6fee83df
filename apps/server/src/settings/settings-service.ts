import { eq } from 'drizzle-orm';
import type { Viewer } from '@alankar/shared/account';
import type { ShopSettings } from '@alankar/shared/settings';
import type { SettingsChange } from '@alankar/shared/settings-schemas';
import { may } from '@alankar/shared/policy';
import { sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { shopSettings } from '../db/schema';
import { AppError } from '../errors';
import { isPlace } from '../locations/locations';
import { recordSettingsChange } from './settings-audit';

const ROW = 'shop';

/** The shop's settings: what the owner saved in the dashboard, over the environment's first values. */
export function createSettingsService(db: Database, initial: ShopSettings) {
  /** The settings as `executor` sees them; with `lock`, held until its transaction ends. */
  async function read(executor: Executor, lock = false): Promise<ShopSettings> {
    const query = executor.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.id, ROW));
    const [row] = await (lock ? query.for('update') : query);
    const saved: Partial<ShopSettings> = row?.value ?? {};
    // A setting added after the owner last saved keeps its first value.
    return {
      ...initial,
      ...saved,
      zones: { ...initial.zones, ...saved.zones },
      chat: { ...initial.chat, ...saved.chat },
      orderLimits: { ...initial.orderLimits, ...saved.orderLimits },
      contact: { ...initial.contact, ...saved.contact },
      banner: { en: { ...initial.banner.en, ...saved.banner?.en }, bn: { ...initial.banner.bn, ...saved.banner?.bn } },
      figures: { ...initial.figures, ...saved.figures },
      sizeGuide: { ...initial.sizeGuide, ...saved.sizeGuide },
      advanceFee: { ...initial.advanceFee, ...saved.advanceFee },
    };
  }

  const get = () => read(db);

  return {
    get,

    /** Staff only: saves every setting at once (the staff-only ones left out stay as they are). */
    async update(viewer: Viewer, saved: SettingsChange): Promise<ShopSettings> {
      if (!may(viewer, 'settings.update'))
        throw new AppError('forbidden', 'Only the shop’s staff can change its settings.');
      const unknown = saved.suburbs.findIndex((id) => !isPlace(id));
      if (unknown >= 0) {
        const message = `“${saved.suburbs[unknown]}” is not a district or area on the list`;
        throw new AppError('invalid', message, { [`suburbs.${unknown}`]: message });
      }
      await db.transaction(async (tx) => {
        const current = await read(tx, true);
        const settings: ShopSettings = {
          ...saved,
          blockedPhones: saved.blockedPhones ?? current.blockedPhones,
          autoBlockAfterReturns: saved.autoBlockAfterReturns ?? current.autoBlockAfterReturns,
          advanceFee: saved.advanceFee ?? current.advanceFee,
          sizeGuide: saved.sizeGuide ?? current.sizeGuide,
        };
        const change = { value: settings, updatedBy: viewer.email, updatedAt: new Date() };
        await tx
          .insert(shopSettings)
          .values({ id: ROW, ...change })
          .onConflictDoUpdate({ target: shopSettings.id, set: change });
        await recordSettingsChange(tx, viewer, current, settings);
      });
      return get();
    },
  };
}

/**
 * Adds a number to the blocklist in the caller's transaction, leaving every other setting as it is (a staff member's
 * save at the same time keeps theirs): the shop blocks numbers by itself after too many returns.
 */
export async function blockPhoneIn(tx: Transaction, phone: string): Promise<void> {
  const blocked = sql`coalesce(${shopSettings.value} -> 'blockedPhones', '[]'::jsonb)`;
  await tx
    .insert(shopSettings)
    .values({ id: ROW, value: { blockedPhones: [phone] } as unknown as ShopSettings, updatedBy: 'the shop' })
    .onConflictDoUpdate({
      target: shopSettings.id,
      set: {
        value: sql`jsonb_set(${shopSettings.value}, '{blockedPhones}', ${blocked} || to_jsonb(${phone}::text))`,
        updatedAt: new Date(),
      },
      setWhere: sql`not (${blocked} @> to_jsonb(${phone}::text))`,
    });
}

export type SettingsService = ReturnType<typeof createSettingsService>;
