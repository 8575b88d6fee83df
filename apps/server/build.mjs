// Bundles the server's TypeScript (and the shared package's) into one ES module that plain Node runs:
// no compiler in the serving process, which saves it about 80 MB and a loader thread.
// Libraries stay in node_modules. The bundle sits two folders below apps/server, as src/web and src/db do,
// so paths those files write relative to themselves (the web build, the migrations) resolve the same.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('src/main.ts', import.meta.url).pathname],
  outfile: new URL('build/server/main.js', import.meta.url).pathname,
  bundle: true,
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
