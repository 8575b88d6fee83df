import { z } from 'zod';

/** What every backup file says it is, in its manifest: restore refuses any other file. */
export const BACKUP_FORMAT = 'alankar-backup';
/** Raised when what a backup holds, or how, changes: a restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

/** The backup's first entry: what it holds, with each entry's size and checksum. */
export const MANIFEST_ENTRY = 'manifest.json';
/** The shop's data as SQL statements, loaded after the committed migrations have made the tables. */
export const DATABASE_ENTRY = 'database.sql';
/** The secret sessions and order links are signed with, when the shop generated it (no AUTH_SECRET). */
export const AUTH_SECRET_ENTRY = 'auth-secret';
/** Uploaded images, under their path in `DATA_DIR/uploads`. */
export const UPLOADS_PREFIX = 'uploads/';

const backupEntry = z.object({
  path: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupEntry = z.output<typeof backupEntry>;

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** The database the backup was taken from; it restores into either kind. */
    kind: z.enum(['pglite', 'postgres']),
    /** How many committed migrations it had applied, and the `when` of the last one (drizzle's journal). */
    migrations: z.number().int().min(1),
    lastMigrationAt: z.number().int(),
  }),
  /** Every entry but the manifest itself. */
  entries: z.array(backupEntry),
});
export type BackupManifest = z.output<typeof backupManifest>;

/** Bangladesh keeps UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
/** `alankar-2026-11-26T0300.tar.gz`, `alankar-2026-11-26T0300-2.tar.gz` for a second one in the same minute. */
const BACKUP_NAME = /^alankar-(\d{4}-\d{2}-\d{2}T\d{4})(?:-(\d+))?\.tar\.gz$/;

/** The name of a backup taken at `at`, in Dhaka time; `copy` tells apart backups taken in the same minute. */
export function backupFileName(at: Date, copy = 1): string {
  const stamp = new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16).replace(':', '');
  return `alankar-${stamp}${copy > 1 ? `-${copy}` : ''}.tar.gz`;
}

/** Backup file names among `names`, oldest first; other files are left out. */
export function backupsOldestFirst(names: readonly string[]): string[] {
  const keyOf = (name: string) => {
    const [, stamp = '', copy = '1'] = BACKUP_NAME.exec(name) ?? [];
    return `${stamp}-${copy.padStart(6, '0')}`;
  };
  return names.filter((name) => BACKUP_NAME.test(name)).sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
}
