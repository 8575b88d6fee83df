/** `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: gives or takes the admin role. */
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { exitIfInUse } from '../db/folder-lock';
import { migrate } from '../db/migrate';
import { createUserService } from '../users/user-service';

const USAGE = 'Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>';
const [command, email] = process.argv.slice(2);

if ((command !== 'grant' && command !== 'revoke') || !email) {
  console.error(USAGE);
  process.exit(2);
}

const handle = await openDatabase(readConfig().database).catch(exitIfInUse);
try {
  await migrate(handle);
  const found = await createUserService(handle.db).setRole(email, command === 'grant' ? 'admin' : 'user');
  if (!found) {
    console.error(`No account has the email ${email}. Sign up with it first, then run this again.`);
    process.exitCode = 1;
  } else {
    console.log(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  }
} finally {
  await handle.close();
}
