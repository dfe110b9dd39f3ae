import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { Address6 } from 'ip-address';

/** Which peers are trusted proxies: (address, hop) → trusted, as @fastify/proxy-addr and Fastify take it. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The trust function for the configuration's TRUST_PROXY (a hop count or the proxies' addresses/CIDRs), or false.
 * Fastify and the fast reads (lib/fast-reads.ts) are given the same function, so both see the same client address.
 */
export function trustProxyOf(setting: false | number | string[]): TrustProxy | false {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/** The client's address as Fastify's `request.ip` gives it for the same trust setting. */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy | false): string {
  if (!trust) return request.socket.remoteAddress ?? '';
  const all = proxyAddr.all(request, trust);
  return all[all.length - 1] ?? '';
}

/** Addresses already turned into rate-limit keys, at most KEYS_MAX (emptied when full). */
const keys = new Map<string, string>();
const KEYS_MAX = 10_000;
/** One IPv6 subscriber holds a /64: its addresses share one counter, as @fastify/rate-limit's default does. */
const IPV6_SUBNET = 64;

/**
 * The rate-limit key for a client address: IPv4 as it is, an IPv4-mapped IPv6 address as its IPv4 form, and any
 * other IPv6 address as the start of its /64. Parsing IPv6 is slow enough to show on a static read's profile, so
 * each address is parsed once.
 */
export function rateLimitKeyOf(address: string): string {
  let key = keys.get(address);
  if (key !== undefined) return key;
  key = normalise(address);
  if (keys.size >= KEYS_MAX) keys.clear();
  keys.set(address, key);
  return key;
}

function normalise(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return new Address6(`${address}/${IPV6_SUBNET}`).startAddress().correctForm();
}
