import { BlockList, isIP } from 'node:net';

/**
 * IPv4 addresses a business callback may not point at (decision 2314): this network,
 * private, carrier-grade NAT, loopback, link-local (the cloud metadata service at 169.254.169.254),
 * IETF protocol assignments, documentation, benchmarking, the 6to4 relay, multicast and reserved.
 */
const INTERNAL_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL_V4.addSubnet(network, prefix, 'ipv4');

/**
 * IPv6 (decision 2472): only global unicast, 2000::/3, is public. Everything outside it
 * is refused: ::/128 and ::1, the deprecated IPv4-compatible ::/96, the discard and dummy prefixes
 * 100::/63, the NAT64 prefixes 64:ff9b::/96 and 64:ff9b:1::/48 (an address of the sender's own
 * translator), SRv6 5f00::/16, unique-local fc00::/7, link-local fe80::/10, the deprecated
 * site-local fec0::/10, multicast ff00::/8 — save the two forms that stand for an IPv4 address,
 * which are judged as that address (below).
 */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');

/** Inside 2000::/3, what is not public: IETF protocol assignments (Teredo 2001::/32 among them) and documentation. */
const NOT_GLOBAL_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['3fff::', 20],
] as const)
  NOT_GLOBAL_V6.addSubnet(network, prefix, 'ipv6');

/** An IPv6 address's eight 16-bit groups (`::` expanded, a dotted IPv4 tail as two groups). */
function groupsOf(address: string): number[] {
  const part = (text: string) =>
    text === ''
      ? []
      : text.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  if (tail === undefined) return part(head);
  const left = part(head);
  const right = part(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dotted = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address stands for, where it is one: IPv4-mapped (::ffff:0:0/96),
 * IPv4-translated (::ffff:0:0:0/96, RFC 6145) and 6to4 (2002::/16, the IPv4 address in bits 16–47).
 */
function embeddedIPv4(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return dotted(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return dotted(g[6]!, g[7]!);
  if (g[0] === 0x2002) return dotted(g[1]!, g[2]!);
  return null;
}

function isInternalV6(address: string): boolean {
  const embedded = embeddedIPv4(groupsOf(address));
  if (embedded !== null) return INTERNAL_V4.check(embedded, 'ipv4');
  return !GLOBAL_V6.check(address, 'ipv6') || NOT_GLOBAL_V6.check(address, 'ipv6');
}

/** Host names that only mean something inside a network. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether `hostname` (a URL's, already normalised by the WHATWG parser: `0x7f.1` is `127.0.0.1`,
 * `[::ffff:127.0.0.1]` is `[::ffff:7f00:1]`) names an internal target: an address in the ranges
 * above, a single-label name (`metadata`), or a name under a local-only suffix. A public name that
 * resolves to an internal address is the sender's to refuse when it connects (decision 2314).
 */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const family = isIP(host);
  if (family === 4) return INTERNAL_V4.check(host, 'ipv4');
  if (family === 6) return isInternalV6(host);
  return !host.includes('.') || INTERNAL_NAME.test(host);
}
