// `npm start`: builds the web app when its build is missing or older than its sources, then serves the shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const buildStamp = join(root, 'apps/web/build/server/index.js');
const sources = ['apps/web/app', 'apps/web/public', 'packages/shared/src', 'apps/web/vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function buildIsCurrent() {
  if (!existsSync(buildStamp)) return false;
  const built = statSync(buildStamp).mtimeMs;
  return sources.every((source) => !existsSync(join(root, source)) || newestChange(join(root, source)) <= built);
}

if (!buildIsCurrent()) {
  console.log('Building the shop…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file beside package.json is read the way most Node projects read it.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

// React and other libraries pick their production builds from this; unset, React renders in development mode, twice as slow.
process.env.NODE_ENV ??= 'production';

const { register } = await import('tsx/esm/api');
register();
const { start } = await import('../apps/server/src/main.ts');
await start('build');
