import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Outbound requests to addresses a person typed (an ntfy topic) or a browser handed us (a push
 * endpoint) must not reach the server's own network: the loopback, the LAN, the cloud metadata
 * service at 169.254.169.254. The check runs on the address actually connected to (the resolved
 * one, so a name that resolves privately is caught, even if it changed since it was saved), and on
 * IP literals, for which Node never calls `lookup`.
 */
export class PrivateAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(host === address ? `${host} is a private address` : `${host} resolves to a private address (${address})`);
    this.name = 'PrivateAddressError';
  }
}

// [address, prefix length] of the IPv4 ranges that are not the public internet.
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // deprecated 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback, deprecated IPv4-compatible
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo tunnels hide an IPv4 address inside
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, deprecated, also hides an IPv4 address
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

const blocked = new BlockList();
for (const [address, prefix] of IPV4_RANGES) {
  blocked.addSubnet(address, prefix, 'ipv4');
  // Through the well-known NAT64 prefix an IPv6-only host reaches these IPv4 ranges too.
  blocked.addSubnet(`64:ff9b::${address}`, 96 + prefix, 'ipv6');
}
for (const [address, prefix] of IPV6_RANGES) blocked.addSubnet(address, prefix, 'ipv6');

/**
 * Whether connecting to `ip` would stay inside a private network (IPv4-mapped IPv6 addresses such
 * as ::ffff:10.0.0.1 count as their IPv4 address). Anything that is not an IP address counts as
 * private: the guard fails closed.
 */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return true;
  return blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** Throws a PrivateAddressError when `hostname` (a URL's, brackets allowed) is a private IP literal. */
export function refusePrivateLiteralHost(hostname: string, allowPrivateNetworks: boolean): void {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (!allowPrivateNetworks && isIP(host) !== 0 && isPrivateAddress(host)) throw new PrivateAddressError(host, host);
}

export type Resolver = (hostname: string, options: LookupOptions & { all: true }) => Promise<LookupAddress[]>;

/**
 * A `lookup` for http(s) request options and agents: resolves every address of the name and
 * refuses the connection with a PrivateAddressError when any of them is private, so a name with
 * one public and one private address cannot be used to reach the private one. `resolve` is the
 * system resolver, replaceable in tests.
 */
export function guardedLookup(allowPrivateNetworks: boolean, resolve: Resolver = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }).then(
      (addresses) => {
        const refused = allowPrivateNetworks ? undefined : addresses.find(({ address }) => isPrivateAddress(address));
        if (refused) return callback(new PrivateAddressError(hostname, refused.address), '');
        if (options.all) return callback(null, addresses);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * An https.Agent that applies the guard to every connection: resolved names through the guarded
 * lookup, IP literals before connecting (the request then fails with the PrivateAddressError).
 */
export class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly allowPrivateNetworks: boolean,
    resolve?: Resolver,
  ) {
    super({ lookup: guardedLookup(allowPrivateNetworks, resolve) });
  }

  override createConnection(options: https.RequestOptions, callback?: (error: Error | null, stream: Duplex) => void) {
    try {
      refusePrivateLiteralHost(options.host ?? '', this.allowPrivateNetworks);
    } catch (error) {
      // Node's agent fails the request with the error its callback receives; there is no stream.
      callback?.(error as Error, undefined as never);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}
