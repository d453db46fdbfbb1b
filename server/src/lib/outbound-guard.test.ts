import type { LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  GuardedHttpsAgent,
  guardedLookup,
  isPrivateAddress,
  PrivateAddressError,
  refusePrivateLiteralHost,
  type Resolver,
} from './outbound-guard';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fe80::1%eth0',
    'fd12:3456::1',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe', // 169.254.169.254, written in hex
    '64:ff9b::10.0.0.1', // NAT64 to a private address
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '1.1.1.1',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('lets %s through', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('refusePrivateLiteralHost', () => {
  it('refuses private IP literals, with or without brackets, unless allowed', () => {
    expect(() => refusePrivateLiteralHost('10.0.0.5', false)).toThrow(new PrivateAddressError('10.0.0.5', '10.0.0.5'));
    expect(() => refusePrivateLiteralHost('[::1]', false)).toThrow('::1 is a private address');
    expect(() => refusePrivateLiteralHost(new URL('http://[::ffff:192.168.0.1]/t').hostname, false)).toThrow(PrivateAddressError);
    // WHATWG URLs turn the other ways of writing an address into the dotted form first.
    expect(() => refusePrivateLiteralHost(new URL('http://2130706433/t').hostname, false)).toThrow('127.0.0.1 is a private address');
    expect(() => refusePrivateLiteralHost('10.0.0.5', true)).not.toThrow();
  });

  it('leaves names to the lookup, and public literals alone', () => {
    expect(() => refusePrivateLiteralHost('ntfy.example.com', false)).not.toThrow();
    expect(() => refusePrivateLiteralHost('1.1.1.1', false)).not.toThrow();
  });
});

/** A resolver that knows a few names and never asks DNS. */
const stubResolver =
  (names: Record<string, LookupAddress[]>): Resolver =>
  async (hostname) => {
    const addresses = names[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };

const names = stubResolver({
  'ntfy.example.com': [{ address: '10.0.0.5', family: 4 }],
  'push.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ],
  'mixed.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: 'fd00::7', family: 6 },
  ],
});

function lookupOnce(lookup: LookupFunction, hostname: string, all: boolean) {
  return new Promise<{ address: string | LookupAddress[]; family?: number }>((resolve, reject) =>
    lookup(hostname, { all }, (error, address, family) => (error ? reject(error) : resolve({ address, family }))),
  );
}

describe('guardedLookup', () => {
  it('refuses a name that resolves to a private address, naming both', async () => {
    await expect(lookupOnce(guardedLookup(false, names), 'ntfy.example.com', false)).rejects.toThrow(
      'ntfy.example.com resolves to a private address (10.0.0.5)',
    );
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(lookupOnce(guardedLookup(false, names), 'mixed.example.com', true)).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('refuses localhost through the system resolver, which answers it from the hosts file', async () => {
    await expect(lookupOnce(guardedLookup(false), 'localhost', false)).rejects.toThrow(/^localhost resolves to a private address/);
  });

  it('answers public names the way net.connect asks: one address, or all of them', async () => {
    expect(await lookupOnce(guardedLookup(false, names), 'push.example.com', false)).toEqual({ address: '93.184.216.34', family: 4 });
    expect(await lookupOnce(guardedLookup(false, names), 'push.example.com', true)).toEqual({
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
  });

  it('lets private addresses through when the operator allows them, and passes resolver errors on', async () => {
    expect(await lookupOnce(guardedLookup(true, names), 'ntfy.example.com', false)).toEqual({ address: '10.0.0.5', family: 4 });
    await expect(lookupOnce(guardedLookup(false, names), 'nowhere.example.com', false)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});

describe('GuardedHttpsAgent', () => {
  const requestThrough = (agent: https.Agent, url: string) =>
    new Promise<void>((resolve, reject) => {
      const request = https.request(url, { agent, method: 'POST' }, () => resolve());
      request.on('error', reject);
      request.end();
    });

  it('fails a request to a private literal before connecting, and one to a name resolving privately', async () => {
    const agent = new GuardedHttpsAgent(false, names);
    await expect(requestThrough(agent, 'https://169.254.169.254/latest/meta-data')).rejects.toThrow('169.254.169.254 is a private address');
    await expect(requestThrough(agent, 'https://[::1]:8443/push')).rejects.toThrow('::1 is a private address');
    await expect(requestThrough(agent, 'https://ntfy.example.com/push')).rejects.toThrow(
      'ntfy.example.com resolves to a private address (10.0.0.5)',
    );
    agent.destroy();
  });
});
