import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
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

describe('the embedded database folder, one process at a time', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'alankar-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second shop and a command while a shop has it open, and lets them in once it stops', async () => {
    // A migrated shop with a piece, which the shop then serves as it is (an empty one it would fill with the demo's).
    const database = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'db'), durable: false });
    await migrate(database);
    await insertProduct(database.db, { title: 'Lotus Jhumka' });
    await database.close();

    const shop = await startShop({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const pid = shop.process.pid!;
    try {
      expect(readFileSync(join(dataDir, 'db.pid'), 'utf8')).toBe(`${pid}\n`);

      const second = await run('apps/server/src/main.ts', dataDir);
      expect(second.code).toBe(1);
      expect(second.said).toContain(
        `The database in ${join(dataDir, 'db')} is already open in another process (pid ${pid})`,
      );
      // Said in words, not as a stack.
      expect(second.said).not.toMatch(/\n\s+at /);
      const command = await run('apps/server/src/db/migrate-cli.ts', dataDir);
      expect(command.code).not.toBe(0);
      expect(command.said).toContain(`is already open in another process (pid ${pid})`);

      // Neither touched it: the shop serves on.
      const answer = await fetch(`${shop.origin}/api/products?size=1`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ count: 1, products: [{ title: 'Lotus Jhumka' }] });
    } finally {
      shop.process.kill('SIGTERM');
      await shop.exited;
    }
    expect(existsSync(join(dataDir, 'db.pid'))).toBe(false);

    const command = await run('apps/server/src/db/migrate-cli.ts', dataDir);
    expect(command.said).toContain('Migrated the embedded database.');
    expect(command.code).toBe(0);
    expect(existsSync(join(dataDir, 'db.pid'))).toBe(false);
  }, 120_000);

  it('refuses opening it twice in one process', async () => {
    const dir = join(dataDir, 'db');
    const release = lockFolder(dir);
    expect(() => lockFolder(dir)).toThrow(FolderInUseError);
    expect(() => lockFolder(dir)).toThrow(/already open in this process/);
    release();
    lockFolder(dir)();
  });

  it("takes over the lock of a process that is gone, and never removes another's", () => {
    const dir = join(dataDir, 'db');
    writeFileSync(`${dir}.pid`, `${endedPid()}\n`);
    const release = lockFolder(dir);
    expect(readFileSync(`${dir}.pid`, 'utf8')).toBe(`${process.pid}\n`);

    // Say ours was taken over meanwhile by a process still running (this test's parent, a Node process).
    writeFileSync(`${dir}.pid`, `${process.ppid}\n`);
    release();
    expect(readFileSync(`${dir}.pid`, 'utf8')).toBe(`${process.ppid}\n`);
  });
});
