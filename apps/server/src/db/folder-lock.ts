import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { hostname } from 'node:os';

/** A lock not refreshed for this long belongs to a process that is gone (or frozen), wherever it ran. */
const STALE_MS = 60_000;
/** How often the holder refreshes its lock. */
const REFRESH_MS = 10_000;
/** A takeover holds its guard for a moment; one older than this was left by a process that died in it. */
const GUARD_STALE_MS = 10_000;

/** Who holds a folder: enough to tell, on the same machine and in the same pid space, whether they still run. */
interface Holder {
  pid: number;
  host: string;
  bootId: string;
  pidSpace: string;
  /** When the process started, in the kernel's ticks since boot: a reused pid has another. */
  started: string;
}

/** The embedded database's folder is open in another process (or already in this one). */
export class FolderInUseError extends Error {
  constructor(dir: string, holder: Holder | undefined) {
    const who =
      holder?.pid === process.pid && holder.started === me().started
        ? 'this process'
        : `another process${holder ? ` (pid ${holder.pid} on ${holder.host})` : ''}`;
    super(
      `The database in ${dir} is already open in ${who}: the shop, or one of its commands (migrate, seed, admin, ` +
        'backup, restore). Only one process at a time may open the embedded database; stop the other one first. ' +
        'The lock of a process that has gone is taken over by itself: at once on the same machine, otherwise ' +
        `${STALE_MS / 1000} s after it stopped.`,
    );
    this.name = 'FolderInUseError';
  }
}

/** For the shop's commands: a folder in use ends the process with the reason in words, not as a stack. */
export function exitIfInUse(error: unknown): never {
  if (!(error instanceof FolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let self: Holder | undefined;

/** This process, as its lock names it. */
function me(): Holder {
  self ??= {
    pid: process.pid,
    host: hostname(),
    bootId: readOr('/proc/sys/kernel/random/boot_id', '').trim(),
    pidSpace: linkOr('/proc/self/ns/pid'),
    started: startOf(process.pid),
  };
  return self;
}

const heldHere = new Set<string>();

/**
 * Takes the embedded database's folder `dir` for this process, until the answered release is called (or the process
 * ends): PGlite is one process's, and two opening the same folder corrupt it. The lock is a file beside the folder,
 * `<dir>.lock`, made whole and then linked into place (so one process takes it, and none reads it half-written),
 * naming its holder and refreshed every few seconds. It is the holder's while the holder runs: on the same machine and
 * in the same pid space the kernel says so (with the process's start time, so a reused pid is not taken for it); from
 * another container or machine, which can't ask, while it is refreshed.
 */
export function lockFolder(
  dir: string,
  { refreshMs = REFRESH_MS, onLost = stopAtOnce }: { refreshMs?: number; onLost?: (dir: string) => void } = {},
): () => void {
  const path = `${dir}.lock`;
  if (heldHere.has(path)) throw new FolderInUseError(dir, me());
  const mine = JSON.stringify(me());
  // Long enough for a takeover under way elsewhere to finish, or for its guard to be found abandoned.
  const giveUpAt = Date.now() + GUARD_STALE_MS + 1000;
  while (!link(path, mine)) {
    const found = readHolder(path);
    if (found === 'gone') continue;
    if (isHeld(found) || Date.now() > giveUpAt) throw new FolderInUseError(dir, found.holder);
    takeOver(path, found.text);
  }
  heldHere.add(path);
  const refresher = refreshing(path, mine, refreshMs, () => onLost(dir));
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    void refresher.terminate();
    process.off('exit', release);
    heldHere.delete(path);
    // Only our own: never a lock another process took after ours was taken over.
    if (readOr(path, '') === mine) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

// A thread of its own refreshes the lock, so a long stretch of work on the main thread (PGlite runs there: a large
// restore, a migration) does not let it look abandoned. Should the lock turn out not to be ours any more (taken over
// from another container while this process was frozen), it says so, and the process stops before it writes more.
const REFRESHER = `
const { parentPort, workerData: { path, mine, refreshMs } } = require('node:worker_threads');
const { readFileSync, utimesSync } = require('node:fs');
setInterval(() => {
  let text = '';
  try { text = readFileSync(path, 'utf8'); } catch {}
  if (text !== mine) return parentPort.postMessage('lost');
  const now = new Date();
  try { utimesSync(path, now, now); } catch {}
}, refreshMs);`;

function refreshing(path: string, mine: string, refreshMs: number, lost: () => void): Worker {
  const worker = new Worker(REFRESHER, { eval: true, workerData: { path, mine, refreshMs } });
  worker.once('message', lost);
  worker.unref();
  return worker;
}

function stopAtOnce(dir: string): never {
  console.error(
    `The lock on the database in ${dir} was taken by another process while this one held it (frozen for over ` +
      `${STALE_MS / 1000} s?). Stopping now, before both write to it.`,
  );
  process.exit(1);
}

/** Puts `text` at `path` whole, unless a file is there: whether it did. */
function link(path: string, text: string): boolean {
  const whole = `${path}.${randomUUID()}`;
  writeFileSync(whole, text, { mode: 0o600 });
  try {
    linkSync(whole, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(whole, { force: true });
  }
}

type Found = { text: string; holder: Holder | undefined; refreshedAt: number };

function readHolder(path: string): Found | 'gone' {
  try {
    const text = readFileSync(path, 'utf8');
    const refreshedAt = statSync(path).mtimeMs;
    return { text, holder: holderIn(text), refreshedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

/** The holder a lock names, or undefined for one that is not ours (only its age then tells). */
function holderIn(text: string): Holder | undefined {
  try {
    const read = JSON.parse(text) as Partial<Holder> | null;
    const texts = [read?.host, read?.bootId, read?.pidSpace, read?.started];
    if (typeof read?.pid === 'number' && texts.every((value) => typeof value === 'string')) return read as Holder;
  } catch {
    // Not JSON.
  }
  return undefined;
}

function isHeld({ holder, refreshedAt }: Found): boolean {
  const here = me();
  const inOurSpace =
    holder !== undefined &&
    here.bootId !== '' &&
    here.pidSpace !== '' &&
    holder.host === here.host &&
    holder.bootId === here.bootId &&
    holder.pidSpace === here.pidSpace;
  // Here the kernel knows (a running process whose start it won't tell counts as the holder); elsewhere only the
  // refreshing tells.
  if (inOurSpace) {
    if (!isRunning(holder.pid)) return false;
    const started = startOf(holder.pid);
    return started === '' || started === holder.started;
  }
  return Date.now() - refreshedAt <= STALE_MS;
}

/**
 * Replaces the stale lock that read `staleText`, under a guard of its own (a folder, made by one process only), so two
 * processes taking over the same lock never both think it theirs.
 */
function takeOver(path: string, staleText: string): void {
  const guard = `${path}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const since = statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > GUARD_STALE_MS) breakGuard(guard);
    else pause(50);
    return;
  }
  try {
    // Still the stale one: not one taken over (and fresh) meanwhile.
    if (readOr(path, '') === staleText) rmSync(path, { force: true });
  } finally {
    rmSync(guard, { recursive: true, force: true });
  }
}

/**
 * Removes a guard left by a process that died in a takeover: moved aside first, so that of two processes finding it,
 * one removes it and the other goes on to find the way clear (not the guard the first may have made since).
 */
function breakGuard(guard: string): void {
  const aside = `${guard}.${randomUUID()}`;
  try {
    renameSync(guard, aside);
  } catch {
    return;
  }
  rmSync(aside, { recursive: true, force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user's has it.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When `pid` started (field 22 of its `stat`, after the command's name, which may hold spaces), or ''. */
function startOf(pid: number): string {
  const stat = readOr(`/proc/${pid}/stat`, '');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

function linkOr(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
