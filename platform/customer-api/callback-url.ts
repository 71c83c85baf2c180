import { BlockList, isIP } from 'node:net';

/**
 * Addresses a business callback may not point at (issue 35): loopback, private, link-local (the
 * cloud metadata service at 169.254.169.254), carrier-grade NAT, unspecified, multicast and
 * reserved ranges, and their IPv6 counterparts (unique-local, link-local, NAT64); an IPv4-mapped
 * IPv6 address is checked as its IPv4 address (BlockList does that).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(network, prefix, 'ipv6');

/** Host names that only mean something inside a network. */
const INTERNAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/**
 * Whether `hostname` (a URL's, already normalised by the WHATWG parser: `0x7f.1` is `127.0.0.1`)
 * names an internal target: an address in the ranges above, a single-label name (`metadata`), or
 * a name under a local-only suffix. A public name that resolves to an internal address is the
 * sender's to refuse when it connects (decision 2314).
 */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const family = isIP(host);
  if (family === 4) return INTERNAL.check(host, 'ipv4');
  if (family === 6) return INTERNAL.check(host, 'ipv6');
  return !host.includes('.') || INTERNAL_NAME.test(host);
}
