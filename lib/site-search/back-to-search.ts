// The property page's "back to the search" link: the search the visitor came from, with
// every filter, page and sort, read from the Referer of the request (same host, the
// search or home page only). Parameters go through the site's own whitelist, so a forged
// Referer yields at most a valid search link. Without a usable Referer: plain /search.
import { readSiteSearch, searchHref } from "./site-query";

export function backToSearchHref(referer: string | null, host: string | null): string {
  if (!referer || !host) return "/search";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "/search";
  }
  if (url.host !== host || (url.pathname !== "/search" && url.pathname !== "/")) return "/search";
  const { params } = readSiteSearch(Object.fromEntries(url.searchParams));
  return searchHref(params);
}
