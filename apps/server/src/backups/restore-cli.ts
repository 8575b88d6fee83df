/** `npm run restore -- FILE [--force]`: restores a backup into an empty DATA_DIR or PostgreSQL database. */
import { formatFileSize } from '@alankar/shared/dashboard';
import { formatDhakaDateTime } from '@alankar/shared/dates';
import { readConfig } from '../config';
import { restoreBackup } from './restore-backup';

const USAGE = 'Usage: npm run restore -- <backup file> [--force]';
const args = process.argv.slice(2);
const force = args.includes('--force');
const [file, ...others] = args.filter((arg) => arg !== '--force');

if (!file || others.length > 0 || file.startsWith('-')) {
  console.error(USAGE);
  process.exit(2);
}

try {
  const config = readConfig();
  const { manifest, images, keptAside } = await restoreBackup(file, config, { force });
  const size = formatFileSize(manifest.entries.reduce((sum, entry) => sum + entry.size, 0));
  const into = config.database.kind === 'postgres' ? 'the PostgreSQL database in DATABASE_URL' : config.database.dir;
  console.log(
    `Restored the backup of ${formatDhakaDateTime(manifest.createdAt)} (${size}, ${images} images) into ${into}.`,
  );
  if (keptAside)
    console.log(`The database that was there is kept in ${keptAside}; delete it when you no longer need it.`);
  console.log('Start the shop as usual: it applies any newer migrations.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
