import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { pgliteHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database takes seconds; loading a dump of one takes a fraction of that.
 * So the migrated database is made once here and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'alankar-test-'));
  const template = join(dir, 'template.tar.gz');
  if (!process.env.TEST_DATABASE_URL) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(await pgliteHandle(client));
    const dump = await client.dumpDataDir('gzip');
    await writeFile(template, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteTemplate', template);
  return () => rm(dir, { recursive: true, force: true });
}
