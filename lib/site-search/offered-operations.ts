// Which operations the search form offers. Seasonal rent is often advertised by no source
// at all (it comes before the ski season and the summer): an operation with no active
// home is left out of the form, unless it is the one being shown, which then says why
// the page is empty. Counted with the search's own query layer, cached for a minute.
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { cached } from "@/lib/search/memo";
import { searchProperties } from "@/lib/search/search-properties";
import { parseSearchParams } from "@/lib/search/search-query";
import { OPERATIONS, type OperationId } from "@/lib/domain/vocabulary";

export type OfferedOperations = { offered: OperationId[]; empty: OperationId[] };

async function activeHomes(op: OperationId): Promise<number | null> {
  const parsed = parseSearchParams({ op, limit: "1" });
  if (!parsed.ok) return null;
  try {
    return (await searchProperties(parsed.query, { maxRows: 1 })).meta.total;
  } catch (err) {
    if (isDatabaseUnavailable(err)) return null; // the page says the search is down
    throw err;
  }
}

export async function offeredOperations(current: string | undefined): Promise<OfferedOperations> {
  const counts = await cached("site:operation-counts", 60_000, () => Promise.all(OPERATIONS.map(activeHomes)));
  const empty = OPERATIONS.filter((_, i) => counts[i] === 0);
  return { offered: OPERATIONS.filter((op) => !empty.includes(op) || op === (current ?? "sale")), empty };
}
