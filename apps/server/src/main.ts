import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { readConfig, type Config } from './config';
import { buildApp } from './app';
import { exitIfInUse } from './db/folder-lock';
import type { WebMode } from './web/host-web-app';
import { stopOnSignals } from './shutdown';

/** Serves the shop on `config`'s port, with the web app when `web` is given, and stops it cleanly on a signal. */
export async function serve(config: Config, web?: WebMode): Promise<FastifyInstance> {
  await mkdir(config.uploadsDir, { recursive: true });
  const app = await buildApp({ config, seed: true, web });
  stopOnSignals(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

export async function start(web: WebMode = 'build'): Promise<void> {
  await serve(readConfig(), web).catch(exitIfInUse);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await start();
}
