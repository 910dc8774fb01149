// Which network addresses the app may connect to on somebody else's behalf: a customer's
// webhook endpoint, a feed's photo URL. Only public unicast addresses, so that a URL can
// never make the server reach into its own network (loopback, private ranges, link-local
// cloud metadata at 169.254.169.254, carrier-grade NAT, unique-local IPv6, IPv4 mapped or
// embedded in IPv6). One check for every outbound caller: `urlAddressProblem` for the URL as
// written (registration), `guardedLookup` for the address actually connected to (every
// request, after redirects too), so no re-resolution happens between the check and the connect.
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/** The connection was refused because the host resolved to (or is) a non-public address. */
export class BlockedAddressError extends Error {
  readonly code = "blocked_address";
  constructor(readonly host: string) {
    super(`${host} is not a public internet address`);
  }
}

/** The special-purpose range ipaddr.js names for an address ("unicast" when none), or null for a non-IP. */
function rangeOf(ip: string): string | null {
  const bare = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  if (!ipaddr.isValid(bare)) return null;
  let addr = ipaddr.parse(bare);
  if (addr.kind() === "ipv6") {
    const v6 = addr as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) addr = v6.toIPv4Address();
    // ::a.b.c.d (IPv4-compatible, ::/96; deprecated) still reaches a.b.c.d on some stacks;
    // :: and ::1 become 0.0.0.0 and 0.0.0.1, both "unspecified".
    else if (v6.parts.slice(0, 6).every((p) => p === 0))
      addr = new ipaddr.IPv4([v6.parts[6] >> 8, v6.parts[6] & 255, v6.parts[7] >> 8, v6.parts[7] & 255]);
  }
  // ipaddr.js names every special-purpose range (private, loopback, linkLocal,
  // carrierGradeNat, uniqueLocal, 6to4, teredo, rfc6052…); what is left is "unicast".
  return addr.range();
}

/** True for a public unicast IPv4 or IPv6 address; false for every special range and non-IP. */
export function isPublicAddress(ip: string): boolean {
  return rangeOf(ip) === "unicast";
}

/**
 * What a host NAME in an operator's allow list may resolve to: public addresses and the
 * operator's own networks (loopback, private, unique-local, carrier-grade NAT), never
 * link-local (cloud metadata at 169.254.169.254), unspecified, multicast or reserved ones.
 * The entry lifts the "public only" rule for its own network, not every check.
 */
export function isOperatorAddress(ip: string): boolean {
  return ["unicast", "loopback", "private", "uniqueLocal", "carrierGradeNat"].includes(rangeOf(ip) ?? "");
}

/** A host name that always means this machine, whatever DNS says ("localhost.", "x.localhost"). */
function isLocalName(hostname: string): boolean {
  const name = hostname.replace(/\.+$/, "").toLowerCase();
  return name === "localhost" || name.endsWith(".localhost") || name === "";
}

/** "host:port" and "host" entries of a comma-separated allow list (PHOTO_FETCH_ALLOW_HOSTS…). */
export function parseAllowHosts(value: string | undefined): ReadonlySet<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether an operator named this URL's host (with or without its port) in an allow list. */
export function isAllowedHost(url: URL, allow: ReadonlySet<string>): boolean {
  if (allow.size === 0) return false;
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  const host = url.hostname.toLowerCase();
  return allow.has(`${host}:${port}`) || allow.has(host);
}

/**
 * Why the URL's host, as written, may not be connected to, or null. Catches literal
 * addresses and local names; a name that resolves to a private address is caught by
 * `guardedLookup` at connection time.
 */
export function urlAddressProblem(url: URL, allow: ReadonlySet<string> = new Set()): string | null {
  if (isAllowedHost(url, allow)) return null;
  const host = url.hostname;
  if (isLocalName(host)) return `${host || "the host"} is this machine, not a public address`;
  const literal = host.startsWith("[") ? host.slice(1, -1) : host;
  if (net.isIP(literal) && !isPublicAddress(literal)) return `${literal} is not a public internet address`;
  return null;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request / net.connect that resolves the name once and hands the
 * socket only public addresses, so the address checked is the address connected to.
 * Node skips `lookup` for a literal IP host, so callers run `urlAddressProblem` on every
 * URL they request (the first and each redirect's) and use this for names.
 */
export function guardedLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
  resolve: typeof dns.lookup = dns.lookup,
  accept: (ip: string) => boolean = isPublicAddress,
): void {
  resolve(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, "");
    const list = (addresses as unknown as dns.LookupAddress[]).filter((a) => accept(a.address));
    if (list.length === 0) return callback(new BlockedAddressError(hostname), "");
    if (options.all) return callback(null, list);
    callback(null, list[0].address, list[0].family);
  });
}

/** `guardedLookup` for a host an operator allowed: it may resolve to their network (isOperatorAddress). */
export function allowedHostLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  guardedLookup(hostname, options, callback, dns.lookup, isOperatorAddress);
}
