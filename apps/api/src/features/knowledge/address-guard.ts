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
  ['100::', 64, 'ipv6'], // discard-only
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

/** The 16 bytes of an IPv6 address in any textual form (`::`, a trailing dotted quad), or null. */
function parseIpv6(address: string): Uint8Array | null {
  if (!net.isIPv6(address)) return null;
  let text = address.toLowerCase();
  const dotted = text.match(/^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = Number.parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 255;
  });
  return bytes;
}

function isZero(bytes: Uint8Array, from: number, to: number): boolean {
  for (let index = from; index < to; index++) if (bytes[index] !== 0) return false;
  return true;
}

function ipv4At(bytes: Uint8Array, offset: number, mask = 0): string {
  return [0, 1, 2, 3].map((i) => (bytes[offset + i]! ^ mask) & 255).join('.');
}

/**
 * The IPv4 addresses an IPv6 address reaches or carries: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible
 * (`::a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`), NAT64 (`64:ff9b::/96`), 6to4 (`2002:AABB:CCDD::/48`) and
 * Teredo (`2001:0::/32`: its server and, inverted, its client). Each must pass the IPv4 rules too: otherwise
 * `::7f00:1`, `::ffff:0:7f00:1` or `2002:7f00:1::1` would reach 127.0.0.1 past them.
 */
export function embeddedIpv4Addresses(address: string): string[] {
  const bytes = parseIpv6(address);
  if (!bytes) return [];
  const isFfff = (index: number) => bytes[index] === 0xff && bytes[index + 1] === 0xff;
  // IPv4-mapped ::ffff:0:0/96
  if (isZero(bytes, 0, 10) && isFfff(10)) return [ipv4At(bytes, 12)];
  // IPv4-compatible ::/96 (deprecated), except :: and ::1, which are IPv6's own unspecified and loopback
  if (isZero(bytes, 0, 12)) return isZero(bytes, 12, 15) && bytes[15]! <= 1 ? [] : [ipv4At(bytes, 12)];
  // IPv4-translated ::ffff:0:0:0/96
  if (isZero(bytes, 0, 8) && isFfff(8) && isZero(bytes, 10, 12)) return [ipv4At(bytes, 12)];
  // NAT64 well-known prefix 64:ff9b::/96
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && isZero(bytes, 4, 12))
    return [ipv4At(bytes, 12)];
  // 6to4 2002::/16
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return [ipv4At(bytes, 2)];
  // Teredo 2001:0::/32: server address, then the client's address stored inverted
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && isZero(bytes, 2, 4))
    return [ipv4At(bytes, 4), ipv4At(bytes, 12, 0xff)];
  return [];
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Decides whether the crawler may connect to an IP address. */
export function judgeAddress(rawAddress: string, options: { allowPrivate: boolean }): AddressVerdict {
  const address = rawAddress.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!family) return { allowed: false, reason: `${rawAddress} is not an IP address` };
  // An IPv6 address that carries an IPv4 one is judged as both: it must pass every rule either way.
  const candidates: Array<[string, 'ipv4' | 'ipv6']> = [[address, family]];
  if (family === 'ipv6') {
    for (const embedded of embeddedIpv4Addresses(address)) candidates.push([embedded, 'ipv4']);
  }
  for (const [candidate, candidateFamily] of candidates) {
    const shown = candidate === address ? address : `${address} (${candidate})`;
    if (METADATA.check(candidate, candidateFamily)) {
      return { allowed: false, reason: `refused to connect to ${shown}: cloud metadata address` };
    }
    if (UNROUTABLE.check(candidate, candidateFamily)) {
      return { allowed: false, reason: `refused to connect to ${shown}: not a routable address` };
    }
    if (!options.allowPrivate && PRIVATE.check(candidate, candidateFamily)) {
      return {
        allowed: false,
        reason: `refused to connect to ${shown}: private, loopback or link-local address`,
      };
    }
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
