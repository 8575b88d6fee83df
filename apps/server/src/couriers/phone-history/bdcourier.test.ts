import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBdCourierStandIn } from '../../../../../e2e/support/bdcourier-server.mjs';
import { CourierUnavailable } from '../courier';
import { createBdCourierLookup, type BdCourierConfig } from './bdcourier';

let bdcourier: Awaited<ReturnType<typeof startBdCourierStandIn>>;
beforeAll(async () => {
  bdcourier = await startBdCourierStandIn({ apiKey: 'bdcourier-test-key' });
});
afterAll(() => bdcourier.close());

const lookupWith = (changes: Partial<BdCourierConfig> = {}) =>
  createBdCourierLookup({ apiKey: 'bdcourier-test-key', baseUrl: bdcourier.url, timeoutMs: 5_000, ...changes });

async function failureOf(promise: Promise<unknown>): Promise<CourierUnavailable> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CourierUnavailable);
  return error as CourierUnavailable;
}

describe('BD Courier phone history', () => {
  it('sums the networks’ parcels for a number', async () => {
    bdcourier.setRecord('01712345678', {
      pathao: { total: 6, delivered: 5, cancelled: 1 },
      steadfast: { total: 3, delivered: 1, cancelled: 2 },
      redx: { total: 1, delivered: 1, cancelled: 0 },
    });
    const before = bdcourier.calls();

    const record = await lookupWith().phoneRecord('01712345678');

    expect(record).toEqual({ source: 'BD Courier', total: 10, delivered: 7, cancelled: 3 });
    expect(bdcourier.calls()).toBe(before + 1);
  });

  it('has nothing for a number no network has carried for', async () => {
    await expect(lookupWith().phoneRecord('01898765432')).resolves.toBeNull();
  });

  it.each([
    [429, 'BD Courier answered 429 (too many lookups): Too Many Attempts.'],
    [403, 'BD Courier answered 403 (refused, by its firewall or for the key)'],
    [500, 'BD Courier answered 500: Server Error'],
  ])('is unavailable when it answers %i', async (status, message) => {
    bdcourier.failNext(1, status);

    const error = await failureOf(lookupWith().phoneRecord('01712345678'));

    expect(error.message).toBe(message);
  });

  it('is unavailable when the key is refused', async () => {
    const error = await failureOf(lookupWith({ apiKey: 'wrong-key' }).phoneRecord('01712345678'));

    expect(error.message).toBe('BD Courier answered 401 (the API key was refused): Unauthorized: invalid API key');
  });

  it('is unavailable when it refuses the number', async () => {
    const error = await failureOf(lookupWith().phoneRecord('+8801712345678'));

    expect(error.message).toBe('BD Courier answered 422: The phone field must be a valid Bangladeshi mobile number.');
  });

  it('is unavailable when nothing listens', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));

    const error = await failureOf(lookupWith({ baseUrl: `http://127.0.0.1:${port}` }).phoneRecord('01712345678'));

    expect(error.maybeSent).toBe(false);
    expect(error.message).toBe('BD Courier could not be reached (ECONNREFUSED)');
  });
});
