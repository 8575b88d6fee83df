// `npm start`: builds the web app and the server when a build is missing or older than its sources, then serves the shop.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// By default V8 lets the heap grow to several times what is live before collecting it. Under load the shop then keeps
// faulting in fresh pages (about 140,000 in 12 s of load on the product listing, against a hundred with this), runs at
// half speed on a busy machine and holds twice the memory. Collecting once the heap is a fifth above what is live keeps
// its pages in use and its memory flat. The flag is read at each collection, so setting it here, first, is enough.
setFlagsFromString('--heap-growing-percent=20');

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = ['packages/shared/src', 'package-lock.json'];
const builds = [
  {
    workspace: '@alankar/web',
    output: 'apps/web/build/server/index.js',
    sources: ['apps/web/app', 'apps/web/public', 'apps/web/vite.config.ts', ...shared],
  },
  {
    workspace: '@alankar/server',
    output: 'apps/server/build/server/main.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', ...shared],
  },
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

function isCurrent({ output, sources }) {
  if (!existsSync(join(root, output))) return false;
  const built = statSync(join(root, output)).mtimeMs;
  return sources.every((source) => !existsSync(join(root, source)) || newestChange(join(root, source)) <= built);
}

for (const stale of builds.filter((build) => !isCurrent(build))) {
  console.log(`Building ${stale.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', stale.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file beside package.json is read the way most Node projects read it.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));

// React and other libraries pick their production builds from this; unset, React renders in development mode, twice as slow.
process.env.NODE_ENV ??= 'production';

// Errors in the log point at the server's TypeScript sources, through the bundle's source map.
process.setSourceMapsEnabled(true);
const server = builds.find((build) => build.workspace === '@alankar/server');
const { start } = await import(pathToFileURL(join(root, server.output)).href);
await start('build');
