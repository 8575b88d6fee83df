import { createHash, timingSafeEqual } from 'node:crypto';
import { count, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { jobs, orders, payments } from '../db/schema';
import type { ReadCache } from '../cache/read-cache';
import { rowsOf } from '../db/rows';

/** What a job's run came to, as the runner tells it. */
export type JobOutcome = 'done' | 'retry' | 'failed';

/**
 * The shop's figures in Prometheus's format. What happens in this process is counted as it happens (requests, jobs
 * run); what the database knows for every process (orders, payments, jobs waiting, connections) is read from it when
 * Prometheus asks, so several processes never disagree.
 */
export function createMetrics(database: DatabaseHandle, cache: ReadCache) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const jobRuns = new Counter({
    name: 'alankar_job_runs_total',
    help: 'Jobs this process ran, by kind and outcome (done, retry: failed and tried again later, failed: given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });

  const { db } = database;
  new Counter({
    name: 'alankar_orders_placed_total',
    help: 'Orders placed, by the way they are paid',
    labelNames: ['payment_method'] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ method: orders.paymentMethod, placed: count() })
        .from(orders)
        .groupBy(orders.paymentMethod);
      this.reset();
      for (const { method, placed } of rows) this.inc({ payment_method: method }, placed);
    },
  });
  new Counter({
    name: 'alankar_payments_confirmed_total',
    help: 'Payments a provider confirmed, by provider',
    labelNames: ['method'] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ method: payments.method, confirmed: count() })
        .from(payments)
        .where(isNotNull(payments.paidAt))
        .groupBy(payments.method);
      this.reset();
      for (const { method, confirmed } of rows) this.inc({ method }, confirmed);
    },
  });
  new Gauge({
    name: 'alankar_jobs',
    help: 'Jobs by state: queued (waiting), running, failed (given up, for staff to retry), done (kept a while)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const rows = await db.select({ state: jobs.state, jobs: count() }).from(jobs).groupBy(jobs.state);
      this.reset();
      for (const state of ['queued', 'running', 'failed', 'done']) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, row.jobs);
    },
  });
  new Gauge({
    name: 'alankar_db_connections',
    help: 'Connections to the shop’s database, by state (on PostgreSQL, of every process; embedded: one)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      if (database.kind === 'pglite') {
        this.set({ state: 'embedded' }, 1);
        return;
      }
      const result = await db.execute(
        sql`select state, count(*)::int as connections from pg_stat_activity where datname = current_database() group by state`,
      );
      for (const row of rowsOf<{ state: string | null; connections: number }>(result)) {
        this.set({ state: row.state ?? 'unknown' }, Number(row.connections));
      }
    },
  });
  const cacheCounter = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cacheCounter('alankar_cache_hits_total', 'Reads answered from the read cache', () => cache.stats.hits);
  cacheCounter('alankar_cache_misses_total', 'Reads the read cache could not answer', () => cache.stats.misses);
  new Gauge({
    name: 'alankar_cache_bytes',
    help: 'Memory the read cache holds',
    registers,
    collect() {
      this.set(cache.stats.bytes);
    },
  });

  return {
    registry,
    /** Counts an answered request. */
    observeRequest(method: string, route: string, status: number, seconds: number): void {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    /** Counts a job's run. */
    observeJob(kind: string, outcome: JobOutcome): void {
      jobRuns.inc({ kind, outcome });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` for Prometheus, behind a bearer token; without METRICS_TOKEN there is no such route, so the figures
 * are never public by accident. Every request is counted, whether or not the route is served.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    // Unmatched addresses are counted under one name, so a scan of random paths can't grow the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = digest(request.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .header('cache-control', 'no-store')
        .send({
          error: { code: 'unauthorized', message: 'Send the metrics token as a bearer token.', requestId: request.id },
        });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
