// Strong entity tags of /v1 responses (docs/decisions.md, API: conditional requests).
// A 200's body is decided by the data version (the change clock: every write to
// `property` moves it, lib/search/clock-version.ts), the path, the query (normalised:
// the order of parameters changes nothing), the key's plan (row cap, price history) and
// the origin used for `url` fields. The tag hashes exactly those, so it can be computed
// before the handler runs and a matching If-None-Match is answered without running it.
// The version is read before the handler, so a body is never older than its tag: a tag
// can only be too old (one needless 200 later), never name data the body lacks.
import { createHash } from "node:crypto";

/** Bump when the shape of any response changes, so old tags stop matching. */
const SCHEME = "2";

export type TagInput = {
  dataVersion: string | null | undefined;
  url: URL;
  plan: string;
  baseUrl: string;
  /** A route's own extra version (e.g. the stats snapshot's age), when the clock is not enough. */
  extra?: string;
};

function normalisedQuery(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  params.sort();
  return params.toString();
}

export function entityTag(input: TagInput): string {
  const h = createHash("sha256");
  for (const part of [
    SCHEME,
    input.dataVersion ?? "none",
    input.url.pathname,
    normalisedQuery(input.url),
    input.plan,
    input.baseUrl,
    input.extra ?? "",
  ]) {
    h.update(part).update("\0");
  }
  return `"${h.digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match (RFC 9110 13.1.2): a list of tags, compared weakly (W/ ignored). `*` is
 *  not a hit here: it matches only a resource that exists, which only the handler knows
 *  (an unknown property is 404, a bad query 400), see `ifNoneMatchAny`. */
export function ifNoneMatchHits(header: string | null, tag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === tag);
}

/** `If-None-Match: *`: any current representation matches, so a 200 becomes a 304. */
export function ifNoneMatchAny(header: string | null): boolean {
  return header?.trim() === "*";
}

export const CACHE_CONTROL = "private, max-age=0, must-revalidate";
