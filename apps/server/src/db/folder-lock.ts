import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, readlinkSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
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
export function lockFolder(dir: string): () => void {
  const path = `${dir}.lock`;
  if (heldHere.has(path)) throw new FolderInUseError(dir, me());
  const mine = JSON.stringify(me());
  for (let attempt = 0; !link(path, mine); attempt += 1) {
    const found = readHolder(path);
    if (found === 'gone') continue;
    if (isHeld(found) || attempt >= 5) throw new FolderInUseError(dir, found.holder);
    takeOver(path, found.text);
  }
  heldHere.add(path);
  const refresh = setInterval(() => {
    try {
      if (readOr(path, '') !== mine) return void clearInterval(refresh);
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      // Removed meanwhile: there is nothing left to refresh.
    }
  }, REFRESH_MS).unref();
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    clearInterval(refresh);
    process.off('exit', release);
    heldHere.delete(path);
    // Only our own: never a lock another process took after ours was taken over.
    if (readOr(path, '') === mine) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
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
    let holder: Holder | undefined;
    try {
      holder = JSON.parse(text) as Holder;
    } catch {
      // Not one of ours: only its age tells.
    }
    return { text, holder, refreshedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
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
  // Here the kernel knows; elsewhere only the refreshing tells.
  if (inOurSpace) return isRunning(holder.pid) && startOf(holder.pid) === holder.started;
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
    if (Date.now() - statSync(guard).mtimeMs > GUARD_STALE_MS) rmSync(guard, { recursive: true, force: true });
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
