import { isIPv6, type Socket } from 'node:net';
import type { Server } from 'node:http';

export interface ConnectionLimits {
  /** Milliseconds a new connection has to send its first request's headers. */
  headersTimeout: number;
  /** Open connections per address (IPv6: per /64); 0: no cap. */
  maxPerAddress: number;
}

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 counts as two). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = split(tail);
  if (!address.includes('::')) return left;
  return [
    ...left,
    ...Array<string>(8 - left.length - right.length).fill('0'),
    ...right,
  ];
}

/**
 * Whose connections count together: an IPv4 address (IPv4-mapped IPv6 too), or an IPv6 address's
 * /64 prefix, the smallest block a host is given.
 */
export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address.split('%', 1)[0])
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Closes what Node's `headersTimeout` does not see, a connection that sends nothing at all, and
 * caps the connections each address holds open (slowloris): one over the cap is destroyed at once.
 */
export function limitConnections(
  server: Server,
  { headersTimeout, maxPerAddress }: ConnectionLimits,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // Cleared by the first request; Node's headersTimeout covers a request that has started.
    socket.setTimeout(headersTimeout);
    if (maxPerAddress === 0 || socket.remoteAddress === undefined) return;
    const group = addressGroup(socket.remoteAddress);
    const count = (open.get(group) ?? 0) + 1;
    if (count > maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(group, count);
    socket.once('close', () => {
      const left = open.get(group)! - 1;
      if (left === 0) open.delete(group);
      else open.set(group, left);
    });
  });
  server.on('request', (request: { socket: Socket }) => {
    request.socket.setTimeout(0);
  });
}
