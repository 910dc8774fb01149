// A feed download, for `npm run ingest <url>` and the scheduler's pulls alike: the guarded
// GET photos use too (lib/http/guarded-get.ts), with a feed's limits. FEED_FETCH_ALLOW_HOSTS
// (comma-separated "host:port" or "host") lets an operator pull from a private or local
// address; every other feed host must resolve to public addresses only, at every redirect.
import { guardedGet, GuardedGetError, type GuardedGetLimits, type GuardedResponse } from "@/lib/http/guarded-get";
import { config } from "@/lib/config";
import { parseAllowHosts } from "@/lib/http/public-address";
import { FeedError } from "../types";

/** A whole market's feed is tens of MB; a gigabyte is a broken or hostile host. */
const FEED_MAX_BYTES = 1024 * 1024 * 1024;

function feedFetchLimits(): GuardedGetLimits {
  return {
    allowHosts: parseAllowHosts(config.FEED_FETCH_ALLOW_HOSTS),
    maxBytes: FEED_MAX_BYTES,
    connectTimeoutMs: 10_000,
    totalTimeoutMs: 15 * 60_000,
    maxRedirects: 3,
  };
}

/** The network's reason in one line: "connect ECONNREFUSED …", "timed out", "… is not a public internet address". */
export function fetchProblem(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return (e.message || e.code || String(err)).split("\n")[0];
}

/**
 * The feed's response (any status: the caller decides); FeedError "cannot fetch <url>: why"
 * when there is none. Errors while its body streams (size cap, timeout) reach the reader.
 */
export async function fetchFeed(url: string, headers: Record<string, string> = {}): Promise<GuardedResponse> {
  try {
    return await guardedGet(url, feedFetchLimits(), { "user-agent": "LlarFeedReader/1.0", ...headers });
  } catch (err) {
    const why =
      err instanceof GuardedGetError && err.kind === "blocked" ? `refused: ${err.message}` : fetchProblem(err);
    throw new FeedError(`cannot fetch ${url}: ${why}`, { cause: err });
  }
}
