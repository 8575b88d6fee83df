import { randomUUID } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmsStandIn } from '../../../../e2e/support/sms-server.mjs';
import { toMsisdn } from './msisdn';
import {
  createSmsSender,
  SMS_DEFAULT_BASE_URLS,
  SMS_PROVIDERS,
  SmsError,
  smsConfigFrom,
  type Sms,
  type SmsConfig,
  type SmsProvider,
} from './sms-sender';
import { csmsIdFor } from './ssl-wireless';

let gateway: Awaited<ReturnType<typeof startSmsStandIn>>;
beforeAll(async () => {
  gateway = await startSmsStandIn({ apiToken: 'sms-test-token' });
});
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

/** A gateway that takes the connection and never answers. */
const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
let silentUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

const quietLog = { info: vi.fn() } as unknown as FastifyBaseLogger;

const configFor = (provider: SmsProvider, changes: Partial<SmsConfig> = {}): SmsConfig => ({
  provider,
  apiToken: 'sms-test-token',
  senderId: 'ALANKAR',
  baseUrl: gateway.url,
  timeoutMs: 5_000,
  ...changes,
});
const senderFor = (provider: SmsProvider, changes: Partial<SmsConfig> = {}) =>
  createSmsSender(configFor(provider, changes), quietLog);
const smsTo = (to: string, text: string): Sms => ({ to, text, id: randomUUID() });

/** What the stand-in keeps as the shop's id for a message: only SSL Wireless takes one. */
const idSeenBy = (provider: SmsProvider, sms: Sms) => (provider === 'sslwireless' ? csmsIdFor(sms.id) : undefined);

describe.each(SMS_PROVIDERS)('%s', (provider) => {
  it('sends English and Bangla text to the number it was given', async () => {
    const sender = senderFor(provider);
    expect(sender.provider).toBe(provider);
    const english = smsTo('01712345678', 'Your Alankar code is 482913. It expires in 5 minutes.');
    const bangla = smsTo('01898765432', 'আপনার অর্ডার #১০৪২ পাঠানো হয়েছে। ধন্যবাদ, অলংকার।');

    await sender.send(english);
    await sender.send(bangla);

    expect(gateway.sent()).toEqual([
      {
        provider,
        to: english.to,
        text: english.text,
        senderId: 'ALANKAR',
        id: idSeenBy(provider, english),
        at: expect.any(String),
      },
      {
        provider,
        to: bangla.to,
        text: bangla.text,
        senderId: 'ALANKAR',
        id: idSeenBy(provider, bangla),
        at: expect.any(String),
      },
    ]);
  });

  it('is refused with a wrong token, for good', async () => {
    const sending = senderFor(provider, { apiToken: 'not-the-token' }).send(smsTo('01712345678', 'Hello'));

    await expect(sending).rejects.toThrow(SmsError);
    await expect(sending).rejects.toMatchObject({ retryable: false });
    expect(gateway.sent()).toEqual([]);
  });

  it('fails while the gateway fails, then the same message goes through once', async () => {
    const sender = senderFor(provider);
    const sms = smsTo('01712345678', 'Your order has shipped.');
    gateway.failNext();

    await expect(sender.send(sms)).rejects.toMatchObject({ name: 'SmsError', retryable: true });
    await sender.send(sms);

    expect(gateway.sent()).toMatchObject([{ provider, to: sms.to, text: sms.text }]);
  });

  it('fails when the gateway does not answer in time', async () => {
    const sending = senderFor(provider, { baseUrl: silentUrl, timeoutMs: 100 }).send(smsTo('01712345678', 'Hello'));

    await expect(sending).rejects.toMatchObject({ name: 'SmsError', retryable: true });
  });

  it('refuses a number that is not a Bangladeshi mobile before calling the gateway', async () => {
    const sending = senderFor(provider).send(smsTo('+1 555 0100', 'Hello'));

    await expect(sending).rejects.toMatchObject({ name: 'SmsError', retryable: false });
    expect(gateway.sent()).toEqual([]);
  });
});

describe('SSL Wireless', () => {
  it('takes a resend of the same message as sent, and the customer gets it once', async () => {
    const sender = senderFor('sslwireless');
    const sms = smsTo('01712345678', 'Your code is 482913.');

    await sender.send(sms);
    await sender.send(sms);

    expect(gateway.sent()).toHaveLength(1);
  });

  it('gets a csms_id of at most 20 letters and digits, the same for the same id', () => {
    const id = randomUUID();
    expect(csmsIdFor(id)).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(csmsIdFor(id)).toBe(csmsIdFor(id));
    expect(csmsIdFor(randomUUID())).not.toBe(csmsIdFor(id));
    expect(csmsIdFor('otp482913')).toBe('otp482913');
  });
});

describe('Alpha SMS', () => {
  it('sends without a sender id when none is set', async () => {
    const sms = smsTo('01712345678', 'Hello');

    await senderFor('alphasms', { senderId: undefined }).send(sms);

    expect(gateway.sent()).toEqual([
      { provider: 'alphasms', to: sms.to, text: sms.text, senderId: undefined, id: undefined, at: expect.any(String) },
    ]);
  });
});

describe('the stand-in', () => {
  it('lists, filters and forgets messages, and fails on request, over HTTP', async () => {
    const sender = senderFor('alphasms');
    await sender.send(smsTo('01712345678', 'First'));
    await sender.send(smsTo('01812345678', 'Second'));

    const forOne = await fetch(`${gateway.url}/messages?to=01812345678`);
    expect(await forOne.json()).toMatchObject([{ to: '01812345678', text: 'Second' }]);

    const failing = await fetch(`${gateway.url}/fail-next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 2 }),
    });
    expect(await failing.json()).toEqual({ failing: 2 });
    await expect(sender.send(smsTo('01712345678', 'Third'))).rejects.toThrow(SmsError);
    await expect(sender.send(smsTo('01712345678', 'Third'))).rejects.toThrow(SmsError);

    expect((await fetch(`${gateway.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(`${gateway.url}/messages`)).json()).toEqual([]);
    expect(await (await fetch(`${gateway.url}/health`)).json()).toEqual({ ok: true });
  });
});

describe('toMsisdn', () => {
  it('puts the country code in front of a local number', () => {
    expect(toMsisdn('01712345678')).toBe('8801712345678');
  });
});

describe('smsConfigFrom', () => {
  it('is undefined without a provider or a token', () => {
    expect(smsConfigFrom({})).toBeUndefined();
    expect(smsConfigFrom({ SMS_PROVIDER: 'alphasms' })).toBeUndefined();
    expect(smsConfigFrom({ SMS_API_TOKEN: 'token' })).toBeUndefined();
    expect(smsConfigFrom({ SMS_PROVIDER: '', SMS_API_TOKEN: '' })).toBeUndefined();
  });

  it('fills in the gateway’s own address and a timeout', () => {
    expect(smsConfigFrom({ SMS_PROVIDER: 'sslwireless', SMS_API_TOKEN: 'token', SMS_SENDER_ID: 'ALANKAR' })).toEqual({
      provider: 'sslwireless',
      apiToken: 'token',
      senderId: 'ALANKAR',
      baseUrl: SMS_DEFAULT_BASE_URLS.sslwireless,
      timeoutMs: 10_000,
    });
    expect(
      smsConfigFrom({ SMS_PROVIDER: 'bulksmsbd', SMS_API_TOKEN: 'token', SMS_SENDER_ID: '8809617000000' })?.baseUrl,
    ).toBe('http://bulksmsbd.net');
  });

  it('takes an address and a timeout of its own', () => {
    expect(
      smsConfigFrom({
        SMS_PROVIDER: 'alphasms',
        SMS_API_TOKEN: 'token',
        SMS_BASE_URL: 'http://127.0.0.1:3217/',
        SMS_TIMEOUT_MS: 1500,
      }),
    ).toEqual({ provider: 'alphasms', apiToken: 'token', baseUrl: 'http://127.0.0.1:3217', timeoutMs: 1500 });
  });

  it('refuses a provider it does not know', () => {
    expect(() => smsConfigFrom({ SMS_PROVIDER: 'twilio', SMS_API_TOKEN: 'token' })).toThrow(/SMS_PROVIDER "twilio"/);
  });

  it.each(['sslwireless', 'bulksmsbd'])('requires a sender id for %s', (provider) => {
    expect(() => smsConfigFrom({ SMS_PROVIDER: provider, SMS_API_TOKEN: 'token' })).toThrow(
      /SMS_SENDER_ID is required/,
    );
  });
});

describe('without a provider', () => {
  it('notes each message in the log, its text only at debug level', async () => {
    const log = { info: vi.fn(), debug: vi.fn() };
    const sender = createSmsSender(undefined, log as unknown as FastifyBaseLogger);

    await sender.send(smsTo('01712345678', 'Your code is 482913.'));

    expect(sender.provider).toBe('log');
    // The code only at debug level, which a shop runs only on its owner's machine.
    expect(log.info).toHaveBeenCalledWith('SMS not sent (no SMS provider is configured)');
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('482913');
    expect(log.debug).toHaveBeenCalledWith({ to: '01712345678', text: 'Your code is 482913.' }, 'the SMS not sent');
  });
});
