// Downloads one photo a feed linked to, as untrusted input, through the one guarded GET
// (lib/http/guarded-get.ts: public addresses only unless an operator allowed the host,
// every redirect checked, a size cap, connect and total timeouts). What the bytes are is
// decided later by decoding them (process-photo.ts); the Content-Type a host claims is not
// trusted.
import { guardedGet, GuardedGetError, readBody } from "@/lib/http/guarded-get";

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

const HEADERS = { accept: "image/*", "user-agent": "LlarPhotoFetcher/1.0" };

/** One photo's bytes, or why not; never throws. */
export async function fetchPhoto(url: string, limits: FetchLimits): Promise<FetchOutcome> {
  try {
    const res = await guardedGet(
      url,
      { maxBytes: MAX_PHOTO_BYTES, connectTimeoutMs: 5_000, totalTimeoutMs: 20_000, maxRedirects: 3, ...limits },
      HEADERS,
    );
    if (res.status !== 200) {
      res.body.destroy();
      return { status: "dead", error: `HTTP ${res.status}` };
    }
    return { status: "ok", body: await readBody(res.body) };
  } catch (err) {
    if (err instanceof GuardedGetError) return { status: err.kind, error: err.message };
    return { status: "dead", error: (err as Error).message || String(err) };
  }
}
