// The client's network address, for every limiter and the usage log. One rule:
// the chain is the X-Forwarded-For entries followed by the address of the socket the
// request arrived on, and the client is the entry TRUST_PROXY_HOPS places from the
// right. Each trusted proxy appends the address it received the request from, so the
// entries it wrote are right-most; everything to their left was written by the client
// and is never believed. With the default of 0 hops the socket address is used.
//
// Route handlers cannot see the socket: `npm start` serves Next through its own HTTP
// server (scripts/start/serve.ts), which replaces any incoming SOCKET_HEADER with the
// socket's address and sets LLAR_SOCKET_HEADER=1 in the process, so the header is read
// only when that server wrote it. Without it (`next dev`, a platform such as Vercel) the
// socket address is unknown and only the configured hops of X-Forwarded-For can say who
// the client is. See docs/configuration.md#client-address.
import { config, type Config } from "@/lib/config";

export const SOCKET_HEADER = "x-llar-socket-address";
export const UNKNOWN_ADDRESS = "unknown";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function read(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const raw = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(raw) ? raw.join(",") : raw;
}

/** Picks the client from a forwarded chain and the socket address (pure; see above). */
export function pickClientAddress(forwardedFor: string | undefined, socket: string | undefined, hops: number): string {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socket || UNKNOWN_ADDRESS);
  // Fewer entries than hops: the left-most entry was still written by a trusted proxy.
  return normalise(chain[Math.max(0, chain.length - 1 - hops)]);
}

/** The client address of a request (Fetch Headers or a Node header object). */
export function clientAddress(headers: HeaderSource, env: Config = config): string {
  const socket = env.LLAR_SOCKET_HEADER ? read(headers, SOCKET_HEADER) : undefined;
  return pickClientAddress(read(headers, "x-forwarded-for"), socket, env.TRUST_PROXY_HOPS);
}

// An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; one spelling per client.
function normalise(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (v4 ? v4[1] : address).toLowerCase().slice(0, 64);
}
