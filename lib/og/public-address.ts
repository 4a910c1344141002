import { BlockList, isIP } from "node:net";

// Addresses the server must never fetch on behalf of data it was given (a venue's picture address):
// this machine, the networks beside it and the cloud metadata service. node:net's BlockList also
// matches IPv4-mapped IPv6 addresses (::ffff:127.0.0.1, ::ffff:7f00:1) against the IPv4 ranges.
const NOT_PUBLIC = new BlockList();
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network", including the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, and 169.254.169.254 the cloud metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast 255.255.255.255
];
const IPV6_RANGES: [string, number][] = [
  ["::", 96], // unspecified ::, loopback ::1 and the deprecated IPv4-compatible addresses
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, deprecated: it can name any IPv4 address
  ["fc00::", 7], // unique local (private)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local, deprecated
  ["ff00::", 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

/** An IPv6 address in its one canonical spelling (lower case, zeros compressed, no dotted tail); null if it has a zone. */
function canonicalIpv6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/** The eight 16-bit groups of a canonical IPv6 address. */
function groups(canonical: string): number[] {
  const [head = "", tail] = canonical.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address a NAT64 address (64:ff9b::/96, RFC 6052) reaches: 64:ff9b::7f00:1 is 127.0.0.1. */
function nat64Target(canonical: string): string | null {
  const [a, b, c, d, e, f, high = 0, low = 0] = groups(canonical);
  if (a !== 0x64 || b !== 0xff9b || c || d || e || f) return null;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/**
 * Whether `address` (an IP address, without brackets or port) is on the public internet: false for
 * loopback, private, link-local, CGNAT, unspecified, multicast, reserved and documentation ranges in
 * IPv4 and IPv6, their IPv4-mapped and NAT64 forms, and for anything that is not an IP address
 * (a host name, or an IPv6 address with a zone such as fe80::1%eth0).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  const canonical = family === 6 ? canonicalIpv6(address) : null;
  if (canonical === null) return false;
  const target = nat64Target(canonical);
  if (target !== null) return isPublicAddress(target);
  return !NOT_PUBLIC.check(canonical, "ipv6");
}
