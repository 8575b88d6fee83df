import type { AuditValue, AuditValues } from '@alankar/shared/audit';

/** Long texts (a description, a post's body) are kept this long: enough to tell which edit it was. */
const TEXT_KEPT = 120;

const shortened = (text: string) => (text.length > TEXT_KEPT ? `${text.slice(0, TEXT_KEPT - 1)}…` : text);

/** Values as the record keeps them: long texts cut short (after comparing them whole, so any edit shows). */
export function compacted(values: AuditValues | null): AuditValues | null {
  if (!values) return null;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? shortened(value) : Array.isArray(value) ? value.map(shortened) : value,
    ]),
  );
}

/** A moment as the record keeps it: ISO 8601, or null. */
export function moment(date: Date | null): string | null {
  return date?.toISOString() ?? null;
}

const same = (a: AuditValue | undefined, b: AuditValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose values differ between two snapshots of a thing, each with its value before and after (null where
 * a side has no such field); null when nothing changed.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const changed = { before: {} as AuditValues, after: {} as AuditValues };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return Object.keys(changed.before).length > 0 ? changed : null;
}

/** A whole thing as the record keeps it when made or deleted: without its empty fields, which say nothing. */
export function filled(values: AuditValues): AuditValues {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}
