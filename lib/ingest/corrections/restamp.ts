// Writes the properties a correction changed, as an ingest batch writes them: recomputed
// from their adverts, each with a new updated_at from the change clock, so /v1/changes
// reports them like any other change.
import { propertyColumns } from "../apply/aggregate";
import { reserveChangeStamps } from "../apply/change-stamps";
import { updateRows, type Tx } from "../apply/sql";
import { recompute } from "../apply/write-batch";

/** Recomputes and re-stamps `ids` (every one of them: each was changed by the correction). */
export async function restampProperties(tx: Tx, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const recomputed = await recompute(tx, unique, new Set(unique));
  const stamps = await reserveChangeStamps(tx, recomputed.length);
  await updateRows(
    tx,
    "property",
    recomputed.map((r, i) => ({ id: r.id, ...propertyColumns(r.fields), updated_at: stamps[i] })),
  );
}
