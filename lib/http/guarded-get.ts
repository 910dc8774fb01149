// One GET on somebody else's behalf (a feed's photo, a source's feed), as untrusted input:
// only public addresses (checked on the URL as written and on the address each connection
// resolves to, at every redirect) unless an operator allowed the host:port, a connect and a
// total timeout (the body included), at most `maxBytes` read, at most `maxRedirects` hops.
// Callers decide what a status means; the body is a stream cut past the size cap.
import http from "node:http";
import https from "node:https";
import { pipeline, Transform, type Readable } from "node:stream";
import { BlockedAddressError, guardedLookup, isAllowedHost, urlAddressProblem } from "./public-address";

export type GuardedGetLimits = {
  /** Hosts ("host" or "host:port") an operator allows although they are not public. */
  allowHosts: ReadonlySet<string>;
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  maxRedirects: number;
};

export type GuardedResponse = { status: number; headers: http.IncomingHttpHeaders; url: URL; body: Readable };

/** Why the request was refused or gave up: "blocked" address, "too_large", or "dead" (network, timeout, redirects). */
export class GuardedGetError extends Error {
  constructor(
    readonly kind: "dead" | "too_large" | "blocked",
    message: string,
  ) {
    super(message);
  }
}

// Kept-alive connections: a feed links dozens of photos on one host.
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 8 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

function requestOnce(
  url: URL,
  limits: GuardedGetLimits,
  headers: Record<string, string>,
  deadline: number,
): Promise<GuardedResponse> {
  return new Promise((resolve, reject) => {
    const allowed = isAllowedHost(url, limits.allowHosts);
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(url, {
      agent: AGENTS[url.protocol as "http:" | "https:"],
      // An allowed host may resolve to this machine; every other name only to public addresses.
      ...(allowed ? {} : { lookup: guardedLookup }),
      headers,
    });
    // Before the answer, a failure rejects the request; after, it errors the body its reader
    // holds (the pipeline then ends the response and its socket).
    let body: Transform | null = null;
    const fail = (err: Error) => (body ? body.destroy(err) : req.destroy(err));
    const total = setTimeout(() => fail(new GuardedGetError("dead", "timed out")), Math.max(0, deadline - Date.now()));
    total.unref(); // a body nobody reads must not keep the process alive
    req.on("socket", (socket) => {
      if (!socket.connecting) return; // a kept-alive socket is already connected
      const connect = setTimeout(() => fail(new GuardedGetError("dead", "connect timed out")), limits.connectTimeoutMs);
      socket.once("connect", () => clearTimeout(connect));
      socket.once("close", () => clearTimeout(connect));
    });
    req.on("error", (err) => {
      clearTimeout(total);
      reject(err);
    });
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      const declared = Number(res.headers["content-length"]);
      if (status === 200 && Number.isFinite(declared) && declared > limits.maxBytes)
        return req.destroy(new GuardedGetError("too_large", `${declared} bytes declared (at most ${limits.maxBytes})`));
      let size = 0;
      body = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > limits.maxBytes) done(new GuardedGetError("too_large", `more than ${limits.maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      // The reader sees every error on `body`; the pipeline's own callback only cleans up.
      pipeline(res, body, () => clearTimeout(total));
      const redirect = status >= 300 && status < 400 && status !== 304 && res.headers.location;
      if (redirect) body.resume();
      resolve({ status, headers: res.headers, url, body });
    });
  });
}

/**
 * The first non-redirect answer; throws GuardedGetError (or the network's error) otherwise.
 * The caller reads or destroys `body`.
 */
export async function guardedGet(
  url: string,
  limits: GuardedGetLimits,
  headers: Record<string, string> = {},
): Promise<GuardedResponse> {
  const deadline = Date.now() + limits.totalTimeoutMs;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    throw new GuardedGetError("dead", "not a URL");
  }
  for (let hop = 0; ; hop++) {
    if (current.protocol !== "http:" && current.protocol !== "https:")
      throw new GuardedGetError("blocked", `${current.protocol} is not http or https`);
    const problem = urlAddressProblem(current, limits.allowHosts);
    if (problem) throw new GuardedGetError("blocked", problem);
    let res: GuardedResponse;
    try {
      res = await requestOnce(current, limits, headers, deadline);
    } catch (err) {
      if (err instanceof BlockedAddressError) throw new GuardedGetError("blocked", err.message);
      throw err;
    }
    const location = res.headers.location;
    if (res.status < 300 || res.status >= 400 || res.status === 304 || !location) return res;
    if (hop >= limits.maxRedirects) throw new GuardedGetError("dead", `more than ${limits.maxRedirects} redirects`);
    current = new URL(location, current);
  }
}

/** The whole body as one buffer (photos); rejects past the size cap or the deadline. */
export async function readBody(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
