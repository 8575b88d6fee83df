import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** The embedded database's folder is open in another process (or already in this one). */
export class FolderInUseError extends Error {
  constructor(dir: string, holder: number) {
    const who = holder === process.pid ? 'this process' : `another process (pid ${holder})`;
    super(
      `The database in ${dir} is already open in ${who}: the shop, or one of its commands (seed, migrate, backup). ` +
        'Only one process at a time may open the embedded database; stop the other one first.',
    );
    this.name = 'FolderInUseError';
  }
}

const heldHere = new Set<string>();

/**
 * Takes the embedded database's folder `dir` for this process, until the answered release is called (or the process
 * ends): PGlite is one process's, and two opening the same folder corrupt it. The lock is a file beside the folder,
 * `<dir>.pid`, holding the owner's pid, created only if absent, as PostgreSQL's own `postmaster.pid` is. One whose
 * process is gone (killed, or the machine restarted) is taken over: a pid no process has, this process's own or its
 * parent's (a restarted container gives out the same pids again), or, where `/proc` tells, a process that is not Node.
 */
export function lockFolder(dir: string): () => void {
  const path = `${dir}.pid`;
  const mine = `${process.pid}\n`;
  if (heldHere.has(path)) throw new FolderInUseError(dir, process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(path, mine, { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number.parseInt(readOr(path, ''), 10);
      if (isAlive(holder)) throw new FolderInUseError(dir, holder);
      rmSync(path, { force: true });
    }
  }
  heldHere.add(path);
  const release = () => {
    if (!heldHere.delete(path)) return;
    process.off('exit', release);
    // Only our own: never a lock another process took after ours was taken over.
    if (readOr(path, '') === mine) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}

function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return fallback;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: a process of another user's has it.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const command = readOr(`/proc/${pid}/cmdline`, 'unknown');
  return command === 'unknown' || /node/.test(command);
}
