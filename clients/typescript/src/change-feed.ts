// The change feed as an async iterator, following the API's sync rule: poll /changes
// with the updated_at of the last row received as the next `since`. updated_at is
// strictly increasing across properties, so this misses nothing and repeats nothing
// whatever the page size. To resume after a restart, store each item's updated_at once
// it is processed and start again with it as `since`.
import type { components, paths } from "./schema.js";

type ChangeItem = components["schemas"]["ChangeItem"];
type ChangesResponse = components["schemas"]["ChangesResponse"];
type Query = paths["/changes"]["get"]["parameters"]["query"];

export type ChangeFeedOptions = {
  /** The updated_at of the last change you processed (at most 31 days ago). */
  since: string;
  /** Rows per request, 1–1000 (default 100). */
  limit?: number;
  /** Keep polling after catching up (default false: the iterator ends when caught up). */
  follow?: boolean;
  /** Pause between polls once caught up, when following (default 30 s). */
  pollIntervalMs?: number;
  signal?: AbortSignal;
};

export async function* changeFeed(
  fetchPage: (q: Query) => Promise<ChangesResponse>,
  opts: ChangeFeedOptions,
): AsyncGenerator<ChangeItem> {
  let since = opts.since;
  while (!opts.signal?.aborted) {
    const page = await fetchPage({ since, limit: opts.limit });
    for (const item of page.data) {
      yield item;
      since = item.updated_at;
    }
    if (page.meta.next_since !== null && page.data.length) continue;
    if (!opts.follow) return;
    await new Promise((resolve) => setTimeout(resolve, opts.pollIntervalMs ?? 30_000));
  }
}
