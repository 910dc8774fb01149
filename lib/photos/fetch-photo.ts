// Downloads one photo a feed linked to, as untrusted input: only public addresses (checked
// on the URL as written and on the address each connection resolves to, at every redirect)
// unless an operator allowed the host, at most MAX_BYTES read (the stream is cut past it),
// a connect and a total timeout. What the bytes are is decided later by decoding them
// (process-photo.ts); the Content-Type a host claims is not trusted.
import http from "node:http";
import https from "node:https";
import {
  BlockedAddressError,
  allowedHostLookup,
  guardedLookup,
  isAllowedHost,
  urlAddressProblem,
} from "@/lib/http/public-address";

const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export type FetchLimits = {
  /** Hosts ("host" or "host:port") an operator allows although they are not public (PHOTO_FETCH_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  maxBytes?: number;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
};

export type FetchOutcome = { status: "ok"; body: Buffer } | { status: "dead" | "too_large" | "blocked"; error: string };

// Kept-alive connections: a feed links dozens of photos on one host.
const AGENTS = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 8 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 8 }),
};

class Refused extends Error {
  constructor(
    readonly status: "dead" | "too_large" | "blocked",
    message: string,
  ) {
    super(message);
  }
}

type Hop = { redirect: string } | { body: Buffer };

function requestOnce(url: URL, limits: Required<FetchLimits>, deadline: number): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const allowed = isAllowedHost(url, limits.allowHosts);
    const client = url.protocol === "https:" ? https : http;
    const req = client.get(url, {
      agent: AGENTS[url.protocol as "http:" | "https:"],
      // An allowed name may resolve to the operator's network (never link-local metadata);
      // every other name only to public addresses.
      lookup: allowed ? allowedHostLookup : guardedLookup,
      headers: { accept: "image/*", "user-agent": "LlarPhotoFetcher/1.0" },
    });
    const total = setTimeout(() => req.destroy(new Refused("dead", "timed out")), Math.max(0, deadline - Date.now()));
    req.on("socket", (socket) => {
      if (!socket.connecting) return; // a kept-alive socket is already connected
      const connect = setTimeout(() => req.destroy(new Refused("dead", "connect timed out")), limits.connectTimeoutMs);
      socket.once("connect", () => clearTimeout(connect));
      socket.once("close", () => clearTimeout(connect));
    });
    req.on("error", (err) => {
      clearTimeout(total);
      reject(err);
    });
    req.on("response", (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        clearTimeout(total);
        return resolve({ redirect: res.headers.location });
      }
      if (status !== 200) {
        res.resume();
        clearTimeout(total);
        return reject(new Refused("dead", `HTTP ${status}`));
      }
      const declared = Number(res.headers["content-length"]);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        req.destroy();
        clearTimeout(total);
        return reject(new Refused("too_large", `${declared} bytes declared`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) req.destroy(new Refused("too_large", `more than ${limits.maxBytes} bytes`));
        else chunks.push(chunk);
      });
      res.on("end", () => {
        clearTimeout(total);
        resolve({ body: Buffer.concat(chunks) });
      });
      res.on("error", (err) => {
        clearTimeout(total);
        reject(err);
      });
    });
  });
}

/** One photo's bytes, or why not; never throws. */
export async function fetchPhoto(url: string, limits: FetchLimits): Promise<FetchOutcome> {
  const full: Required<FetchLimits> = {
    maxBytes: MAX_PHOTO_BYTES,
    connectTimeoutMs: 5_000,
    totalTimeoutMs: 20_000,
    maxRedirects: 3,
    ...limits,
  };
  const deadline = Date.now() + full.totalTimeoutMs;
  let current: URL;
  try {
    current = new URL(url);
  } catch {
    return { status: "dead", error: "not a URL" };
  }
  try {
    for (let hop = 0; ; hop++) {
      if (current.protocol !== "http:" && current.protocol !== "https:")
        throw new Refused("blocked", `${current.protocol} is not http or https`);
      const problem = urlAddressProblem(current, full.allowHosts);
      if (problem) throw new Refused("blocked", problem);
      const result = await requestOnce(current, full, deadline);
      if ("body" in result) return { status: "ok", body: result.body };
      if (hop >= full.maxRedirects) throw new Refused("dead", `more than ${full.maxRedirects} redirects`);
      current = new URL(result.redirect, current);
    }
  } catch (err) {
    if (err instanceof Refused) return { status: err.status, error: err.message };
    if (err instanceof BlockedAddressError) return { status: "blocked", error: err.message };
    return { status: "dead", error: (err as Error).message || String(err) };
  }
}
