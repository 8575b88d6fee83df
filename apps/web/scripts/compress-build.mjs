// Writes .br and .gz beside every text asset of the client build, once, at the best compression,
// so the server sends them as they are instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../build/client', import.meta.url).pathname;
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets`);
