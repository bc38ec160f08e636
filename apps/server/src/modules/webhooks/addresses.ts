// Which resolved addresses a webhook may reach (issue 35, decision 0571): none that point into the
// server's own network — loopback, private, link-local, CGNAT, unique-local IPv6, cloud metadata,
// or other special-purpose ranges. IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d,
// compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) are judged by that IPv4 address.
import net from 'node:net';
import type { WebhookAddressKind } from '@baustellendoku/domain';

type V4Range = [base: number, bits: number, kind: WebhookAddressKind];

const v4 = (text: string): number => text.split('.').reduce((value, part) => value * 256 + Number(part), 0);

// Most specific first: the metadata address lies inside link-local.
const v4Ranges: V4Range[] = [
  [v4('169.254.169.254'), 32, 'metadata'],
  [v4('0.0.0.0'), 8, 'reserved'],
  [v4('10.0.0.0'), 8, 'private'],
  [v4('100.64.0.0'), 10, 'cgnat'],
  [v4('127.0.0.0'), 8, 'loopback'],
  [v4('169.254.0.0'), 16, 'linkLocal'],
  [v4('172.16.0.0'), 12, 'private'],
  [v4('192.0.0.0'), 24, 'reserved'],
  [v4('192.0.2.0'), 24, 'reserved'],
  [v4('192.88.99.0'), 24, 'reserved'],
  [v4('192.168.0.0'), 16, 'private'],
  [v4('198.18.0.0'), 15, 'reserved'],
  [v4('198.51.100.0'), 24, 'reserved'],
  [v4('203.0.113.0'), 24, 'reserved'],
  [v4('224.0.0.0'), 4, 'reserved'],
  [v4('240.0.0.0'), 4, 'reserved'],
];

function classifyV4(value: number): WebhookAddressKind | null {
  for (const [base, bits, kind] of v4Ranges) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return kind;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (!net.isIPv4(dotted[1]!)) return null;
    const value = v4(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

const v4Of = (high: number, low: number) => high * 65536 + low;

function classifyV6(groups: number[]): WebhookAddressKind | null {
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const zeroPrefix = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 0) return 'reserved'; // ::
  if (zeroPrefix && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback'; // ::1
  if (zeroPrefix && g5 === 0xffff) return classifyV4(v4Of(g6, g7)) ?? null; // ::ffff:a.b.c.d
  if (zeroPrefix && g5 === 0) return classifyV4(v4Of(g6, g7)) ?? 'reserved'; // ::a.b.c.d (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyV4(v4Of(g6, g7)); // NAT64
  if (g0 === 0x2002) return classifyV4(v4Of(g1, g2)); // 6to4
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254)
    return 'metadata'; // AWS IMDS over IPv6
  if ((g0 & 0xfe00) === 0xfc00) return 'uniqueLocal'; // fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'linkLocal'; // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // fec0::/10, deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return 'reserved'; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved'; // discard-only
  return null;
}

/** Why a webhook may not reach `address` (an IP literal), or null when it may; unparsable counts as reserved. */
export function refusedAddressKind(address: string): WebhookAddressKind | null {
  const text = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (net.isIPv4(text)) return classifyV4(v4(text));
  const groups = net.isIPv6(text) ? groupsOf(text) : null;
  return groups ? classifyV6(groups) : 'reserved';
}
