import type { Viewer } from '@alankar/shared/account';
import type { AuditValues } from '@alankar/shared/audit';
import type { ShopSettings } from '@alankar/shared/settings';
import type { Transaction } from '../db/client';
import { recordChange } from '../audit/audit-log';
import { changedFields } from '../audit/audit-values';

/** Settings as the record keeps them: one field per setting, nested ones named by their path (`zones.inside-dhaka.fee`). */
function flattened(value: object, prefix = ''): AuditValues {
  const values: AuditValues = {};
  for (const [key, field] of Object.entries(value) as [string, unknown][]) {
    const name = `${prefix}${key}`;
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) {
      Object.assign(values, flattened(field, `${name}.`));
    } else if (Array.isArray(field)) {
      values[name] = field.map(String);
    } else {
      values[name] = field as AuditValues[string];
    }
  }
  return values;
}

/**
 * Records what a staff member's save changed: the settings that differ in one entry, and each number blocked or let
 * through again in an entry of its own (so a number's history can be found).
 */
export async function recordSettingsChange(
  tx: Transaction,
  viewer: Viewer,
  before: ShopSettings,
  after: ShopSettings,
): Promise<void> {
  const { blockedPhones: blockedBefore, ...restBefore } = before;
  const { blockedPhones: blockedAfter, ...restAfter } = after;
  const changed = changedFields(flattened(restBefore), flattened(restAfter));
  if (changed) {
    await recordChange(tx, viewer, {
      action: 'settings.update',
      subject: { kind: 'settings', id: null, label: 'Shop settings' },
      ...changed,
    });
  }
  const added = blockedAfter.filter((phone) => !blockedBefore.includes(phone));
  const removed = blockedBefore.filter((phone) => !blockedAfter.includes(phone));
  for (const phone of added) {
    await recordChange(tx, viewer, {
      action: 'blocklist.add',
      subject: { kind: 'phone', id: phone, label: phone },
      before: { blocked: false },
      after: { blocked: true },
    });
  }
  for (const phone of removed) {
    await recordChange(tx, viewer, {
      action: 'blocklist.remove',
      subject: { kind: 'phone', id: phone, label: phone },
      before: { blocked: true },
      after: { blocked: false },
    });
  }
}
