/**
 * SSRF guard for the crawler: which IP addresses it may connect to. Owners type any domain they like, so a
 * domain resolving to the server's own network (loopback, private ranges, link-local, cloud metadata) must be
 * refused. `CRAWL_ALLOW_PRIVATE` lets loopback and private ranges through for tests and local development;
 * metadata endpoints and unroutable addresses are refused even then.
 */
import dns from 'node:dns';
import net from 'node:net';

export class AddressRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AddressRefusedError';
  }
}

function buildList(entries: Array<[string, number, 'ipv4' | 'ipv6']>): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of entries) list.addSubnet(address, prefix, family);
  return list;
}

/** Cloud instance metadata services: never a website, the classic SSRF target. */
const METADATA = buildList([
  ['169.254.169.254', 32, 'ipv4'], // AWS, GCP, Azure, OpenStack, DigitalOcean…
  ['169.254.170.2', 32, 'ipv4'], // AWS ECS task metadata
  ['100.100.100.200', 32, 'ipv4'], // Alibaba Cloud
  ['fd00:ec2::254', 128, 'ipv6'], // AWS over IPv6
]);

/** Addresses that are never a reachable web server. */
const UNROUTABLE = buildList([
  ['0.0.0.0', 8, 'ipv4'], // "this network"; 0.0.0.0 reaches the local host on Linux
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, incl. broadcast
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'], // multicast
]);

/** The server's own and neighbouring networks. */
const PRIVATE = buildList([
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['169.254.0.0', 16, 'ipv4'], // link-local
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.0.2.0', 24, 'ipv4'], // documentation
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['198.51.100.0', 24, 'ipv4'], // documentation
  ['203.0.113.0', 24, 'ipv4'], // documentation
  ['::1', 128, 'ipv6'], // loopback
  ['fc00::', 7, 'ipv6'], // unique local (ULA)
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // old site-local
  ['64:ff9b:1::', 48, 'ipv6'], // local-use NAT64
  ['2001:db8::', 32, 'ipv6'], // documentation
]);

/** `::ffff:127.0.0.1`, `::ffff:7f00:1` and `::127.0.0.1` reach IPv4 addresses; judge them as IPv4. */
export function unwrapIpv4(address: string): string {
  const lower = address.toLowerCase();
  const dotted = lower.match(/^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) return dotted[1]!;
  const hex = lower.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16);
    const low = Number.parseInt(hex[2]!, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  // NAT64 well-known prefix carries an IPv4 address in its last 32 bits.
  const nat64 = lower.match(/^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (nat64) {
    const high = Number.parseInt(nat64[1]!, 16);
    const low = Number.parseInt(nat64[2]!, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return address;
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Decides whether the crawler may connect to an IP address. */
export function judgeAddress(rawAddress: string, options: { allowPrivate: boolean }): AddressVerdict {
  const address = unwrapIpv4(rawAddress.replace(/^\[|\]$/g, '').split('%')[0]!);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!family) return { allowed: false, reason: `${rawAddress} is not an IP address` };
  if (METADATA.check(address, family)) {
    return { allowed: false, reason: `refused to connect to ${address}: cloud metadata address` };
  }
  if (UNROUTABLE.check(address, family)) {
    return { allowed: false, reason: `refused to connect to ${address}: not a routable address` };
  }
  if (!options.allowPrivate && PRIVATE.check(address, family)) {
    return {
      allowed: false,
      reason: `refused to connect to ${address}: private, loopback or link-local address`,
    };
  }
  return { allowed: true };
}

export type LookupAddress = { address: string; family: number };
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A `lookup` for `http.request` that resolves the host once, refuses it when any of its addresses is refused,
 * and hands the vetted addresses to the socket: the connection goes to exactly what was checked (no DNS
 * rebinding between check and connect).
 */
export function createGuardedLookup(options: {
  allowPrivate: boolean;
  resolve?: ResolveHost;
  /** Test seam: addresses accepted before the normal rules apply. */
  permitAddress?: (address: string) => boolean;
}): net.LookupFunction {
  const resolve = options.resolve ?? resolveWithDns;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new AddressRefusedError(`${hostname} has no address`);
        for (const entry of addresses) {
          if (options.permitAddress?.(entry.address)) continue;
          const verdict = judgeAddress(entry.address, options);
          if (!verdict.allowed) throw new AddressRefusedError(verdict.reason);
        }
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = wanted ? addresses.filter((entry) => entry.family === wanted) : addresses;
        if (usable.length === 0) throw new AddressRefusedError(`${hostname} has no IPv${wanted} address`);
        if (lookupOptions.all) callback(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      })
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        (callback as (err: NodeJS.ErrnoException) => void)(failure as NodeJS.ErrnoException);
      });
  };
}
