// Bundles the server's TypeScript (and the shared package's) into ES modules that plain Node runs:
// no compiler in the serving process, which saves it about 80 MB and a loader thread.
// Libraries stay in node_modules. The bundle sits two folders below apps/server, as src/web and src/db do,
// so paths those files write relative to themselves (the web build, the migrations) resolve the same.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('src/main.ts', import.meta.url).pathname],
  outdir: new URL('build/server', import.meta.url).pathname,
  bundle: true,
  // What the shop loads only when it is configured (Stripe, S3, Redis) stays in chunks of its own, loaded on demand.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'libraries-from-node-modules',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@alankar/') ? undefined : { path, external: true },
        );
      },
    },
  ],
});
