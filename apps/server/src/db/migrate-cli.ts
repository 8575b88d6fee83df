/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { readConfig } from '../config';
import { openDatabase } from './client';
import { exitIfInUse } from './folder-lock';
import { migrate } from './migrate';

const config = readConfig();
const handle = await openDatabase(config.database).catch(exitIfInUse);
await migrate(handle);
await handle.close();
console.log(`Migrated the ${config.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`);
