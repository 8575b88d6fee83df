import type { FastifyInstance } from 'fastify';

/**
 * Stops the shop cleanly on SIGTERM or SIGINT: it stops accepting connections, lets the requests in flight finish (up
 * to `graceMs`, then closes the connections still open), lets the running job finish and takes no more, closes the
 * database, and exits 0. A second signal while stopping changes nothing.
 */
export function stopOnSignals(
  app: FastifyInstance,
  graceMs: number,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  async function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, graceMs }, 'stopping: finishing the requests in flight');
    const overdue = setTimeout(() => {
      app.log.warn('stopping: the grace period is over, closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    overdue.unref();
    try {
      await app.close();
      app.log.info('stopped cleanly');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'could not stop cleanly');
      exit(1);
    } finally {
      clearTimeout(overdue);
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
