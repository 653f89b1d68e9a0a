import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses no webhook may reach unless allowed: this host, private networks, cloud metadata. */
const REFUSED: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", unspecified
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'], // link-local, 169.254.169.254 (metadata)
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'], // NAT64 of IPv4 addresses
  ['100::', 64, 'ipv6'], // discard
  ['fc00::', 7, 'ipv6'], // unique local, fd00:ec2::254 (metadata)
  ['fe80::', 10, 'ipv6'], // link-local
  ['ff00::', 8, 'ipv6'], // multicast
];

const refused = new BlockList();
for (const [network, prefix, family] of REFUSED)
  refused.addSubnet(network, prefix, family);

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** A resolved address, as `dns.lookup` gives it. */
export interface Address {
  address: string;
  family: 4 | 6;
}

/** Thrown when a URL or the address its host resolves to may not be reached. */
export class RefusedTargetError extends Error {
  override name = 'RefusedTargetError';
}

/**
 * Where webhooks may go: `https` (and `http` when allowed), to public addresses only, unless the
 * allow-list (`WEBHOOKS_ALLOWED_HOSTS`: host names, addresses or CIDR blocks) names the host or
 * holds the address. Checked at creation for what the URL says, and again on every attempt for the
 * addresses its host resolves to then (ADR 0421).
 */
export class TargetPolicy {
  private readonly hosts = new Set<string>();
  private readonly allowed = new BlockList();

  constructor(
    private readonly allowHttp: boolean,
    allowList: string | undefined,
  ) {
    for (const entry of (allowList ?? '').split(',')) {
      const item = entry.trim().toLowerCase();
      if (item === '') continue;
      const [network, prefix] = item.split('/');
      const family = isIP(network);
      if (family === 0) this.hosts.add(item);
      else
        this.allowed.addSubnet(
          network,
          prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix),
          family === 4 ? 'ipv4' : 'ipv6',
        );
    }
  }

  /** Why `url` may not be a webhook's address, or undefined when it may. */
  refusal(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return 'is not an absolute URL';
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      return 'must be an https URL';
    if (parsed.protocol === 'http:' && !this.allowHttp)
      return 'must be an https URL (http is not allowed here)';
    if (parsed.username !== '' || parsed.password !== '')
      return 'must not carry credentials';
    const host = hostOf(parsed);
    if (isIP(host) !== 0 && !this.mayReach(host, host))
      return `must not point to a private, loopback, link-local or metadata address (${host})`;
    return undefined;
  }

  /**
   * The address to connect to for `url`'s host: resolved now, every address checked (one refused
   * refuses the host), the first returned. The caller connects to it, not to the name again.
   */
  async resolve(url: URL): Promise<Address> {
    const host = hostOf(url);
    const family = isIP(host);
    const addresses: Address[] =
      family !== 0
        ? [{ address: host, family: family as 4 | 6 }]
        : ((await dnsLookup(host, { all: true, verbatim: true })) as Address[]);
    const bad = addresses.find(({ address }) => !this.mayReach(host, address));
    if (bad !== undefined || addresses.length === 0)
      throw new RefusedTargetError(
        `refused target: ${host} resolves to ${bad?.address ?? 'nothing'}, a private, loopback, link-local or metadata address`,
      );
    return addresses[0];
  }

  private mayReach(host: string, address: string): boolean {
    if (this.hosts.has(host)) return true;
    const mapped = MAPPED_IPV4.exec(address)?.[1];
    const [ip, family] =
      mapped !== undefined
        ? [mapped, 'ipv4' as const]
        : [
            address,
            isIP(address) === 4 ? ('ipv4' as const) : ('ipv6' as const),
          ];
    return this.allowed.check(ip, family) || !refused.check(ip, family);
  }
}

/** The host of a URL, lower-cased, without the brackets of an IPv6 literal. */
const hostOf = (url: URL): string =>
  url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
