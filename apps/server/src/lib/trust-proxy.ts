import { BlockList, isIP } from "node:net";

/** TRUST_PROXY as configured: off, a hop count, or the proxies' addresses / CIDR ranges. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and unique-local ranges are accepted too.
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A /0 range is "trust everything" in disguise: refused like `true`.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 0 (off), a hop count (1: one proxy in front) or a comma-separated list of proxy
 * addresses or CIDR ranges; undefined for anything else. Never "trust everything": any client
 * could then pick its own address (X-Forwarded-For) and with it a fresh rate-limit budget.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  if (/^\d{1,2}$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const items = value.split(",").map((item) => item.trim());
  return items.every(isProxyAddress) ? items : undefined;
}

/** Loopback, private (RFC 1918, RFC 4193) and link-local: where a load balancer talks from. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE.addSubnet(net, bits, "ipv6");

const isPrivate = (address: string) => {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
};

/**
 * Fastify's trustProxy. Fastify 5 ignores a bare hop count (it cannot check the peer), so a hop
 * count trusts the n nearest hops only while each of them is a loopback or private address: a
 * client on the internet that reaches the server directly cannot choose its address. A proxy on a
 * public address (a CDN) is named in the list instead.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (address, hop) => hop < trust && isPrivate(address);
}
