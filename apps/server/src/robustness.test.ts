import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { useTestShop } from '../test/test-app';
import { SHOP_ORIGIN, visitor } from '../test/browser-like';
import { insertBlog, insertProduct } from './db/factories';

/**
 * Malformed requests to every route and method the published contract lists — routes added later
 * are covered without touching this file — as a stranger, a customer and staff. Every answer must be
 * a 4xx in the shop's error shape (or a success), never a 5xx, and nothing in the database may change.
 */

const STAFF = { email: 'robust-owner@alankar.test', password: 'robust-owner-password' };
const shop = useTestShop({
  AUTH_IP_LIMIT_PER_MINUTE: '1000000',
  ADMIN_EMAIL: STAFF.email,
  ADMIN_PASSWORD: STAFF.password,
});

/** Tables that requests may legitimately touch: sessions of the sign-ins, and the limits' counters. */
const VOLATILE_TABLES = new Set(['sessions', 'verifications', 'rate_limits', 'auth_limits']);

interface Operation {
  path: string;
  method: string;
  parameters: { name: string; in: 'path' | 'query' | 'header' }[];
  bodyFields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: 'path' | 'query' | 'header' }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

/** A small seeded generator (mulberry32), so a failure reproduces. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Hostile values for a query or path parameter, already percent-encoded for the URL. */
const HOSTILE_PARAMS = [
  '',
  '%00',
  'a%00b',
  '1e308',
  '-1',
  '9007199254740993',
  '1.5',
  'NaN',
  'x'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%FF%FE',
  '%C0%AF',
  '%F0%9F%99%82',
  '%E2%80%AE',
  '%5Cevil',
  'null',
  '%7B%7D',
  '%5B%5D',
];

/** Hostile JSON values for one body field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  [],
  {},
  [[[[[]]]]],
  { $gt: '' },
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\ud800',
];

/** Whole bodies that are not what any route takes. */
const HOSTILE_BODIES: { payload: string | Buffer; contentType?: string }[] = [
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"text"', contentType: 'application/json' },
  { payload: '12345', contentType: 'application/json' },
  { payload: '{', contentType: 'application/json' },
  { payload: '{"a":1}}', contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: deepJson(10_000), contentType: 'application/json' },
  {
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    contentType: 'application/json',
  },
  { payload: Buffer.alloc(2 * 1024 * 1024, 0x61), contentType: 'application/json' },
  { payload: `{"email":"${'a'.repeat(1_500_000)}"}`, contentType: 'application/json' },
  { payload: 'email=a%40b.c', contentType: 'application/x-www-form-urlencoded' },
  { payload: 'plain words', contentType: 'text/plain' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { payload: '{"a":1}' },
];

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      parameters: operation.parameters ?? [],
      bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** The URL of an operation with every path parameter filled in (`/api/auth/{*}` gets a few of its real endpoints). */
function urlOf(operation: Operation, fill: (name: string) => string): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => fill(name));
}

const AUTH_ENDPOINTS = [
  'sign-in/email',
  'sign-up/email',
  'update-user',
  'request-password-reset',
  'reset-password',
  'sign-in/social',
  'get-session',
];

function cases(operation: Operation, next: () => number): InjectOptions[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const pathValue = (name: string) =>
    name === '*'
      ? pick(AUTH_ENDPOINTS)
      : name === 'email'
        ? 'someone%40example.com'
        : '3f1c2a9e-0000-4000-8000-000000000000';
  const method = operation.method as InjectOptions['method'];
  const sends = operation.method !== 'GET' && operation.method !== 'HEAD' && operation.method !== 'DELETE';
  const list: InjectOptions[] = [];

  // Every path parameter, each hostile value.
  for (const parameter of operation.parameters.filter((one) => one.in === 'path')) {
    for (const value of HOSTILE_PARAMS) {
      list.push({
        method,
        url: urlOf(operation, (name) => (name === parameter.name ? value || '%20' : pathValue(name))),
      });
    }
  }
  const base = urlOf(operation, pathValue);
  // Every query parameter, each hostile value, alone and repeated.
  for (const parameter of operation.parameters.filter((one) => one.in === 'query')) {
    for (const value of HOSTILE_PARAMS) list.push({ method, url: `${base}?${parameter.name}=${value}` });
    list.push({ method, url: `${base}?${parameter.name}=1&${parameter.name}=2` });
  }
  list.push({ method, url: `${base}?${'%FF'.repeat(50)}=1` });
  if (sends) {
    // Every declared body field, each hostile value, beside sane-looking siblings.
    const fields = operation.bodyFields.length ? operation.bodyFields : ['email', 'name', 'password', 'items'];
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const body = Object.fromEntries(fields.map((name) => [name, name === field ? value : pick(HOSTILE_VALUES)]));
        list.push({
          method,
          url: base,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      }
    }
    for (const { payload, contentType } of HOSTILE_BODIES) {
      list.push({ method, url: base, payload, headers: contentType ? { 'content-type': contentType } : {} });
    }
  }
  // A few random mixtures of all of the above.
  for (let index = 0; index < 100; index += 1) {
    const query = operation.parameters
      .filter((one) => one.in === 'query')
      .map((one) => `${one.name}=${pick(HOSTILE_PARAMS)}`)
      .join('&');
    const body = sends || next() < 0.3 ? pick(HOSTILE_BODIES) : undefined;
    list.push({
      method,
      url: `${urlOf(operation, (name) => (next() < 0.5 ? pick(HOSTILE_PARAMS) || 'x' : pathValue(name)))}${query ? `?${query}` : ''}`,
      ...(body ? { payload: body.payload, headers: body.contentType ? { 'content-type': body.contentType } : {} } : {}),
    });
  }
  return list;
}

async function fingerprint(): Promise<Record<string, string>> {
  const { db } = shop.database;
  const tables = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { table_name: table } of rowsOf<{ table_name: string }>(tables)) {
    if (VOLATILE_TABLES.has(table) || table.startsWith('__drizzle')) continue;
    const [row] = rowsOf<{ digest: string | null }>(
      await db.execute(
        sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
      ),
    );
    result[table] = row?.digest ?? '';
  }
  return result;
}

/** postgres-js answers an array of rows; PGlite answers `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

describe('every route, malformed requests', () => {
  it('answers 4xx in the error shape, never 5xx, and changes nothing', { timeout: 240_000 }, async () => {
    await insertProduct(shop.database.db, { title: 'Robust Ring' });
    await insertBlog(shop.database.db, { title: 'Robust Post' });

    const customer = visitor(shop.app, { ip: '198.51.100.20' });
    expect(
      (
        await customer.signUp({
          name: 'Robust Customer',
          email: 'robust-customer@example.com',
          password: 'customer-password',
        })
      ).statusCode,
    ).toBe(200);
    const staff = visitor(shop.app, { ip: '198.51.100.21' });
    expect((await staff.signIn(STAFF.email, STAFF.password)).statusCode).toBe(200);
    const callers = { stranger: new Map<string, string>(), customer: customer.cookies, staff: staff.cookies };

    const document = (await shop.app.inject('/api/openapi.json')).json<OpenApiDocument>();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(10);

    const before = await fingerprint();
    const next = random(20261122);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const requests = cases(operation, next);
      expect(requests.length, `${operation.method} ${operation.path}`).toBeGreaterThanOrEqual(100);
      for (const [who, cookies] of Object.entries(callers)) {
        for (const request of requests) {
          const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
          const response = await shop.app.inject({
            ...request,
            remoteAddress: '198.51.100.30',
            headers: { origin: SHOP_ORIGIN, host: 'localhost:3000', ...(cookie ? { cookie } : {}), ...request.headers },
          });
          sent += 1;
          const label = `${who} ${request.method} ${(typeof request.url === 'string' ? request.url : '').slice(0, 120)} [${String(request.headers?.['content-type'] ?? '')}]`;
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400) {
            let body: unknown;
            try {
              body = response.json();
            } catch {
              body = response.body;
            }
            const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
            if (typeof error?.code !== 'string' || typeof error.message !== 'string') {
              failures.push(`${response.statusCode} ${label}: not the error shape: ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    // One line per kind of failure, so a report stays readable.
    expect(
      [...new Set(failures.map((line) => line.replace(/^(\d+ \w+ \w+ [^?\s]*).*?:/, '$1:').slice(0, 300)))].slice(
        0,
        30,
      ),
    ).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(operations.length * 300);
    expect(await fingerprint()).toEqual(before);
  });
});
