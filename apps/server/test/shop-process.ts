// The shop's API as its own process, as `npm start` runs it but without the web app: tests stop it with a signal, or
// kill it, and start it again. Its configuration comes from the environment.
import { readConfig } from '../src/config';
import { serve } from '../src/main';

const app = await serve(readConfig());
const address = app.server.address();
process.stdout.write(`listening on ${typeof address === 'object' && address ? address.port : address}\n`);
