/** `npm run backup`: writes one backup of the database and the uploaded images to BACKUP_DIR. */
import { readConfig } from '../config';
import { backUp } from './backup-command';

try {
  console.log(await backUp(readConfig()));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
