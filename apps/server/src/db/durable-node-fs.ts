import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];
/** The part of Emscripten's Node filesystem this changes (PGlite's types don't name it). */
interface WithNodeFs {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } };
}

let flushes = 0;

/** How many times the embedded database has flushed a file to the disk in this process (its tests count them). */
export function diskFlushes(): number {
  return flushes;
}

/**
 * PGlite's folder on disk, made to survive a power cut. Out of the box PGlite starts PostgreSQL with `fsync` off and
 * its Node filesystem has no `fsync` at all (nor `fdatasync`, which it answers as done): a commit reaches the
 * operating system (a killed process loses nothing) but not the disk, so a power cut can lose the last commits and
 * leave the write-ahead log behind the tables. Here `fsync` reaches the disk, and PostgreSQL is started with it on
 * and asked to use it for the log (`DURABLE_START_PARAMS`), so a commit is on the disk before it is acknowledged.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: ModuleOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const flushToDisk = (module: PostgresModule) => {
      (module as unknown as WithNodeFs).NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd === undefined) return 0;
        fsyncSync(stream.nfd);
        flushes += 1;
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushToDisk] } };
  }
}

/** PGlite's start parameters with `fsync` on (its defaults turn it off with `-F`) and the log flushed by `fsync`. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}
