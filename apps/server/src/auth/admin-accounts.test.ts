import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { createUserService } from '../users/user-service';
import { createSharedTestDatabase } from '../../test/test-database';
import { visitor } from '../../test/browser-like';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../..', import.meta.url));

let dataDir: string;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'alankar-admin-'));
  shared = await createSharedTestDatabase(dataDir);
});
afterAll(async () => {
  await shared.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the shop on the shared database with these settings, runs `use`, and stops it. */
async function withShop(env: Record<string, string>, use: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const database = await shared.open();
  const app = await buildApp({
    config: readConfig({ ...shared.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', ...env }),
    database,
  });
  try {
    await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

async function adminCli(...args: string[]) {
  return run('node', ['--import', 'tsx', 'apps/server/src/auth/admin-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...shared.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('admin accounts', () => {
  it('ADMIN_EMAIL / ADMIN_PASSWORD create the admin, and a restart with a new password updates it', async () => {
    const env = { ADMIN_EMAIL: 'Owner@Alankar.test', ADMIN_PASSWORD: 'first-password' };
    await withShop(env, async (app) => {
      const owner = visitor(app);
      expect((await owner.signIn('owner@alankar.test', 'first-password')).statusCode).toBe(200);
      expect((await owner.get('/api/me')).json()).toMatchObject({ email: 'owner@alankar.test', admin: true });
    });
    await withShop({ ...env, ADMIN_PASSWORD: 'second-password' }, async (app) => {
      expect((await visitor(app).signIn('owner@alankar.test', 'first-password')).statusCode).toBe(401);
      const owner = visitor(app);
      expect((await owner.signIn('owner@alankar.test', 'second-password')).statusCode).toBe(200);
      expect((await owner.get('/api/me')).json()).toMatchObject({ admin: true });
    });
  });

  it('the admin CLI grants and revokes the role, and says so when the email has no account', async () => {
    await withShop({}, async (app) => {
      expect((await visitor(app).signUp({ name: 'Shila', email: 'shila@example.com', password: 'password-123' })).statusCode).toBe(200);
    });

    const granted = await adminCli('grant', 'Shila@Example.com');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('Shila@Example.com is now an admin.');
    const check = async () => {
      const database = await shared.open();
      try {
        return (await createUserService(database.db).findByEmail('shila@example.com'))?.role;
      } finally {
        await database.close();
      }
    };
    expect(await check()).toBe('admin');

    const revoked = await adminCli('revoke', 'shila@example.com');
    expect(revoked.stdout).toContain('is no longer an admin.');
    expect(await check()).toBe('user');

    const missing = await adminCli('grant', 'ghost@example.com');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account has the email ghost@example.com');

    const wrong = await adminCli('promote', 'shila@example.com');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run admin -- grant <email>');
  });
});
