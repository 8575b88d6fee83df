import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createOriginOf } from './public-origin';

const asked = (host: string, protocol = 'http') => ({ host, protocol }) as FastifyRequest;

describe('the shop’s own origin for absolute URLs', () => {
  it('is PUBLIC_URL whatever Host a request names', () => {
    const originOf = createOriginOf('https://shop.example.com/', 3000);
    expect(originOf(asked('evil.example'))).toBe('https://shop.example.com');
    expect(originOf(asked('localhost:3000'))).toBe('https://shop.example.com');
  });

  it('without PUBLIC_URL believes loopback addresses and the first host the shop was reached at, nothing else', () => {
    const originOf = createOriginOf(undefined, 3000);
    expect(originOf(asked('localhost:3000'))).toBe('http://localhost:3000');
    expect(originOf(asked('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(originOf(asked('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(originOf(asked('shop.example.com', 'https'))).toBe('https://shop.example.com');
    // Someone else's domain pointed at the shop, or a forged Host header, gets the shop's own.
    expect(originOf(asked('evil.example'))).toBe('https://shop.example.com');
    expect(originOf(asked('evil.example/path?x'))).toBe('https://shop.example.com');
    expect(originOf(asked('localhost:3000'))).toBe('http://localhost:3000');
  });

  it('falls back to localhost when the first host it sees is not a host at all', () => {
    const originOf = createOriginOf(undefined, 3100);
    expect(originOf(asked('not a host'))).toBe('http://localhost:3100');
  });
});
