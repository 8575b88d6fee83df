/** `npm run db:seed`: migrates, then fills an empty shop with the demo catalogue and blog. */
import { readConfig } from '../../config';
import { openDatabase } from '../client';
import { exitIfInUse } from '../folder-lock';
import { migrate } from '../migrate';
import { seedDemoData } from './seed';
import { createImageStore } from '../../uploads/image-store';

const config = readConfig();
const handle = await openDatabase(config.database).catch(exitIfInUse);
await migrate(handle);
const seeded = await seedDemoData(handle.db, await createImageStore(config));
await handle.close();
console.log(seeded ? 'Seeded the demo shop.' : 'The shop already has products; nothing seeded.');
