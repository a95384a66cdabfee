import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Loopback addresses, IPv4 (127.0.0.0/8), IPv6 and IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  return a === '::1' || a.startsWith('127.') || a.startsWith('::ffff:127.');
}

/**
 * Whether a request reached us over plain HTTP. A proxy's X-Forwarded-Proto
 * decides when present (first hop); otherwise the socket: TLS is fine, and so
 * is plain HTTP from loopback (a local reverse proxy, health checks, tests).
 */
export function arrivedOverPlainHttp(forwardedProto: string | undefined, incoming: IncomingMessage | undefined): boolean {
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  if (proto) return proto !== 'https';
  if (!incoming) return false;
  if ((incoming.socket as TLSSocket | undefined)?.encrypted) return false;
  return !isLoopback(incoming.socket?.remoteAddress);
}
