import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startShop } from '../../test/running-shop';
import { openDatabase } from './client';
import { insertProduct } from './factories';
import { migrate } from './migrate';
import { FolderInUseError, lockFolder } from './folder-lock';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

const shopEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PORT: '0',
  LOG_LEVEL: 'warn',
});

/** Runs one of the shop's TypeScript entry points on `dataDir` to its end, answering how it ended and what it said. */
function run(file: string, dataDir: string): Promise<{ code: number | null; said: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      env: shopEnv(dataDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stdout.on('data', (data) => (said += data));
    child.stderr.on('data', (data) => (said += data));
    child.once('exit', (code) => resolve({ code, said }));
  });
}

/** A pid no process has: one that has just ended. */
function endedPid(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(ended.stdout);
}

/** When `pid` started, as the kernel counts it (field 22 of its `stat`). */
function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

/** A lock as a process `pid` of this machine and pid space would write it, `started` when it says. */
function lockOf(pid: number, started: string, elsewhere = false) {
  return JSON.stringify({
    pid,
    host: hostname(),
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    pidSpace: elsewhere ? 'pid:[1]' : readlinkSync('/proc/self/ns/pid'),
    started,
  });
}

/** Writes `text` as the lock on `dir`, last refreshed `ageMs` ago. */
function writeLock(dir: string, text: string, ageMs = 0) {
  writeFileSync(`${dir}.lock`, text);
  const at = new Date(Date.now() - ageMs);
  utimesSync(`${dir}.lock`, at, at);
}

const holderOf = (dir: string) => (JSON.parse(readFileSync(`${dir}.lock`, 'utf8')) as { pid: number }).pid;

describe('the embedded database folder, one process at a time', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'alankar-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second shop and a command while a shop has it open, and lets them in once it is gone', async () => {
    // A migrated shop with a piece, which the shop then serves as it is (an empty one it would fill with the demo's).
    const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'db'), durable: false });
    await migrate(database);
    await insertProduct(database.db, { title: 'Lotus Jhumka' });
    await database.close();

    const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const pid = shop.process.pid!;
    try {
      expect(holderOf(join(dataDir, 'db'))).toBe(pid);

      const second = await run('apps/server/src/main.ts', dataDir);
      expect(second.code).toBe(1);
      expect(second.said).toContain(
        `The database in ${join(dataDir, 'db')} is already open in another process (pid ${pid} on ${hostname()})`,
      );
      // Said in words, not as a stack.
      expect(second.said).not.toMatch(/\n\s+at /);
      const command = await run('apps/server/src/db/migrate-cli.ts', dataDir);
      expect(command.code).not.toBe(0);
      expect(command.said).toContain(`is already open in another process (pid ${pid} on ${hostname()})`);
      expect(command.said).not.toMatch(/\n\s+at /);

      // Neither touched it: the shop serves on.
      const answer = await fetch(`${shop.origin}/api/products?size=1`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ count: 1, products: [{ title: 'Lotus Jhumka' }] });
    } finally {
      // Killed, it leaves its lock behind.
      shop.process.kill('SIGKILL');
      await shop.exited;
    }
    expect(holderOf(join(dataDir, 'db'))).toBe(pid);

    // Taken over at once: its process is gone. Released when the command ends.
    const command = await run('apps/server/src/db/migrate-cli.ts', dataDir);
    expect(command.said).toContain('Migrated the embedded database.');
    expect(command.code).toBe(0);
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 120_000);

  it('refuses opening it twice in one process, and lets it in again once released', () => {
    const dir = join(dataDir, 'db');
    const release = lockFolder(dir);
    expect(() => lockFolder(dir)).toThrow(FolderInUseError);
    expect(() => lockFolder(dir)).toThrow(/already open in this process/);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockFolder(dir)();
  });

  it('takes over the lock of a process that has ended, or of one whose pid another process now has', () => {
    const dir = join(dataDir, 'db');
    writeLock(dir, lockOf(endedPid(), '1'));
    lockFolder(dir)();

    // This test's own parent is running, but it is not the process that started then.
    writeLock(dir, lockOf(process.ppid, `${startOf(process.ppid)}0`));
    const release = lockFolder(dir);
    expect(holderOf(dir)).toBe(process.pid);
    release();
  });

  it('never takes the lock of a process that runs, however long since it was refreshed', async () => {
    const dir = join(dataDir, 'db');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      writeLock(dir, lockOf(sleeper.pid!, startOf(sleeper.pid!)), 10 * 60_000);
      expect(() => lockFolder(dir)).toThrow(`already open in another process (pid ${sleeper.pid} on ${hostname()})`);
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('keeps the lock of a process in another container while it is refreshed, and takes it a minute after', () => {
    const dir = join(dataDir, 'db');
    writeLock(dir, lockOf(4182, '1', true), 5_000);
    expect(() => lockFolder(dir)).toThrow('already open in another process (pid 4182');
    writeLock(dir, lockOf(4182, '1', true), 61_000);
    lockFolder(dir)();
  });

  it('never removes a lock another process took over from it, and a second release changes nothing', () => {
    const dir = join(dataDir, 'db');
    const release = lockFolder(dir);
    const theirs = lockOf(endedPid(), '1', true);
    writeLock(dir, theirs);
    release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(theirs);

    rmSync(`${dir}.lock`);
    const again = lockFolder(dir);
    release();
    expect(holderOf(dir)).toBe(process.pid);
    again();
  });

  it('refreshes its lock from a thread of its own, and says so once the lock is not its own any more', async () => {
    const dir = join(dataDir, 'db');
    const lost: string[] = [];
    const release = lockFolder(dir, { refreshMs: 50, onLost: (lostDir) => void lost.push(lostDir) });
    try {
      const longAgo = new Date(Date.now() - 10 * 60_000);
      utimesSync(`${dir}.lock`, longAgo, longAgo);
      await expect.poll(() => statSync(`${dir}.lock`).mtimeMs).toBeGreaterThan(Date.now() - 5_000);
      expect(lost).toEqual([]);

      // Taken over from another container while this process was frozen.
      writeLock(dir, lockOf(4182, '1', true));
      await expect.poll(() => lost).toEqual([dir]);
    } finally {
      release();
    }
  });

  it('judges a lock it cannot read by its age alone, and clears a takeover abandoned halfway', () => {
    const dir = join(dataDir, 'db');
    for (const unreadable of ['null', '{"pid":"4182"}', 'not json']) {
      writeLock(dir, unreadable, 5_000);
      expect(() => lockFolder(dir), unreadable).toThrow(/already open in another process: the shop/);
    }
    writeLock(dir, 'null', 61_000);
    mkdirSync(`${dir}.lock.takeover`);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dir}.lock.takeover`, longAgo, longAgo);
    lockFolder(dir)();
    expect(existsSync(`${dir}.lock.takeover`)).toBe(false);
  });
});
