import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.1', { proxies: ['10.0.0.1'] }],
    ['10.0.0.0/8, 172.16.0.0/12,::1', { proxies: ['10.0.0.0/8', '172.16.0.0/12', '::1'] }],
    ['loopback,fd00::/8', { proxies: ['loopback', 'fd00::/8'] }],
  ])('reads %o', (value, expected) => {
    expect(readConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '-1', '1.5', '10.0.0.1,proxy.example.com', '10.0.0.0/33', '10.0.0.1,'])(
    'refuses %o, naming TRUST_PROXY',
    (value) => {
      expect(() => readConfig({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    },
  );
});
