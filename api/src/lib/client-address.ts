import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * Which reverse proxies are believed about the client's address (docs/deployment.md, "Behind a proxy"):
 * none (`false`), the last N hops, or the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy = false | number | readonly string[];

/** A test of each hop of X-Forwarded-For, from the socket's peer (hop 0) outwards. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY`: unset, `false` or `0` → no proxy; a whole number → that many hops; otherwise a comma-separated
 * list of addresses, CIDRs or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). `true` is refused: it
 * would believe any X-Forwarded-For a client writes, and every address-based limit would be void.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (['', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends: set the number of proxies in front ' +
        '(1 for one load balancer) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // proxy-addr throws on an entry that is neither an address, a CIDR nor one of its names.
  proxyAddr.compile(entries);
  return entries;
}

/**
 * The trust function Fastify's `trustProxy` and clientAddress() share. A hop count trusts the nearest N hops
 * (Fastify itself, given a bare number, trusts none: it cannot check the peer), so with a count the API must be
 * reachable only through its proxies.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** The client's address as Fastify's `request.ip` gives it, for code that has only the raw request. */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(req, trust);
}
