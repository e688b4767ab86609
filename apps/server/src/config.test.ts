import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, toFastifyTrustProxy } from './config.js';

function trustProxyOf(value: string | undefined) {
  return loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).trustProxy;
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, or when false or 0', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes a number of hops or a list of proxy addresses', () => {
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trustProxyOf('10.0.0.0/8, fd00::/8,loopback')).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses true, which believes what the client writes, naming the variable and the way out', () => {
    expect(() => trustProxyOf('true')).toThrow(ConfigError);
    expect(() => trustProxyOf('true')).toThrow(
      /TRUST_PROXY: true would believe any X-Forwarded-For a client sends; give the number of proxies/,
    );
  });

  it.each([['10.0.0.300'], ['10.0.0.0/33'], ['proxy.example'], ['-1'], ['1.5'], ['10.0.0.1,']])(
    'refuses %s',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY: not a number of hops nor proxy addresses/);
    },
  );

  it('turns a hop count into a function that trusts that many hops from the socket', () => {
    const trust = toFastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.7', 1)).toBe(false);
    expect(toFastifyTrustProxy(false)).toBe(false);
    expect(toFastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });
});

describe('WEB_CONCURRENCY', () => {
  const POSTGRES = 'postgres://postgres@127.0.0.1:5432/portal';

  function workersOf(env: Record<string, string | undefined>) {
    return loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), ...env }).workers;
  }

  it('runs one process per core on PostgreSQL by default, or the number given', () => {
    expect(workersOf({ DATABASE_URL: POSTGRES })).toBe(Math.min(availableParallelism(), 64));
    expect(workersOf({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '1' })).toBe(1);
    expect(workersOf({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' })).toBe(3);
    expect(workersOf({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: ' 64 ' })).toBe(64);
  });

  it('runs one process on PGlite, also when WEB_CONCURRENCY says 1', () => {
    expect(workersOf({})).toBe(1);
    expect(workersOf({ WEB_CONCURRENCY: '1' })).toBe(1);
  });

  it('refuses several processes on PGlite, naming the way out', () => {
    expect(() => workersOf({ WEB_CONCURRENCY: '2' })).toThrow(ConfigError);
    expect(() => workersOf({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: several server processes need PostgreSQL (DATABASE_URL); PGlite runs in one process, so leave WEB_CONCURRENCY unset or set it to 1',
    );
  });

  it.each([['0'], ['-1'], ['1.5'], ['two'], ['65'], ['2x']])('refuses %s', (value) => {
    expect(() => workersOf({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: value })).toThrow(
      'WEB_CONCURRENCY: must be a whole number of server processes from 1 to 64',
    );
  });
});

describe('MAIL_FROM', () => {
  const mailFromOf = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), ...env }).mailFrom;

  it('defaults to no-reply at the public address’s host', () => {
    expect(mailFromOf({})).toBe('Label Portal <no-reply@localhost>');
    expect(mailFromOf({ PUBLIC_URL: 'https://labels.example.com/portal' })).toBe(
      'Label Portal <no-reply@labels.example.com>',
    );
  });

  it('takes an address, or a name and an address', () => {
    expect(mailFromOf({ MAIL_FROM: 'portal@example.com' })).toBe('portal@example.com');
    expect(mailFromOf({ MAIL_FROM: 'Label Portal <portal@example.com>' })).toBe(
      'Label Portal <portal@example.com>',
    );
  });

  it.each([['portal'], ['Label Portal'], ['a@b c@d'], ['Name <portal@example.com']])(
    'refuses %s',
    (value) => {
      expect(() => mailFromOf({ MAIL_FROM: value })).toThrow(
        'MAIL_FROM: must be an address (no-reply@example.com) or a name and an address (Label Portal <no-reply@example.com>)',
      );
    },
  );
});
