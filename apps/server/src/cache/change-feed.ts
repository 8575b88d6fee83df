import type { DatabaseHandle } from '../db/client';
import { isTopic, type ReadCache } from './read-cache';

/** Where the database announces which cached table a committed transaction wrote (migration 0011). */
export const CHANGES_CHANNEL = 'table_changed';

/**
 * Keeps `cache` in step with writes made anywhere: by this process, another shop process on the same database,
 * or a tool. Whenever the subscription (re)starts, everything is dropped, since changes may have been missed.
 */
export function followChanges(database: DatabaseHandle, cache: ReadCache): Promise<() => Promise<void>> {
  return database.listen(
    CHANGES_CHANNEL,
    (table) => cache.invalidate(isTopic(table) ? table : 'all'),
    () => cache.invalidate('all'),
  );
}
