import { mkdir } from 'node:fs/promises';
import { readConfig } from './config';
import { buildApp } from './app';
import type { WebMode } from './web/host-web-app';

export async function start(web: WebMode = 'build'): Promise<void> {
  const config = readConfig();
  await mkdir(config.uploadsDir, { recursive: true });
  const app = await buildApp({ config, seed: true, web });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await start();
}
