// Applies one batch of planned operations in one transaction: adverts first, then the
// properties they touch are recomputed and only those whose visible fields changed get a
// new updated_at (reserved from the change clock at the end, just before commit).
import type { Op } from "./plan";
import {
  aggregateProperty,
  fieldsKey,
  pickFields,
  propertyColumns,
  type AggListing,
  type PropertyFields,
} from "./aggregate";
import { advertsChangedVisibly } from "./advert-changes";
import { reserveChangeStamps } from "./change-stamps";
import { advertColumns, asAggListing, newListingRow } from "./rows";
import { insertRows, updateRows, type Tx } from "./sql";
import { loadAggListings } from "./state";

export type BatchContext = {
  observedAt: Date;
  /** Properties planned in this run and not yet written. */
  pendingNew: Set<string>;
  /** Merged-away property → the property that absorbed it (whole run). */
  alias: Map<string, string>;
};

export type BatchCounts = {
  propertiesCreated: number;
  propertiesUpdated: number;
  propertiesDelisted: number;
  propertiesRelisted: number;
};

const resolve = (alias: Map<string, string>, id: string) => {
  while (alias.has(id)) id = alias.get(id)!;
  return id;
};

export async function writeBatch(tx: Tx, ops: Op[], ctx: BatchContext): Promise<BatchCounts> {
  const at = ctx.observedAt.toISOString();
  const touched = new Set<string>();
  /** Properties that get a new updated_at even if their own fields stay the same: shells
   *  whose merged_into changed, and those with an advert changed or back (advert-changes.ts). */
  const bumped = new Set<string>();
  // Merges first, so every later op of the batch sees the surviving property.
  for (const op of ops) {
    if (op.kind !== "create") continue;
    for (const from of op.merges) {
      const into = resolve(ctx.alias, op.propertyId);
      const src = resolve(ctx.alias, from);
      if (src === into) continue;
      if (ctx.pendingNew.has(src)) {
        ctx.alias.set(src, into); // not written yet: its adverts simply go to `into`
      } else if (ctx.pendingNew.has(into)) {
        ctx.alias.set(into, src); // `into` is not written yet: the stored property survives instead
      } else {
        ctx.alias.set(src, into);
        await tx.listing.updateMany({ where: { propertyId: src }, data: { propertyId: into } });
        touched.add(src);
        for (const id of await markMerged(tx, src, into)) bumped.add(id);
      }
    }
  }
  const removed = ops.filter((o) => o.kind === "remove");
  await updateRows(
    tx,
    "listing",
    removed.map((o) => ({ id: o.listingId, status: "removed", removed_at: at })),
  );
  const updated = ops.filter((o) => o.kind === "update");
  // Read before the rewrite: an advert whose visible columns change bumps its property.
  const visiblyChanged = await advertsChangedVisibly(tx, updated);
  for (const o of updated)
    if (o.reactivated || visiblyChanged.has(o.listingId)) bumped.add(resolve(ctx.alias, o.propertyId));
  await updateRows(
    tx,
    "listing",
    updated.map((o) => ({
      id: o.listingId,
      ...advertColumns(o.advert),
      status: "active",
      removed_at: null,
      last_seen_at: at,
    })),
  );
  const prices = updated
    .filter((o) => o.priceChanged || o.reactivated)
    .map((o) => ({ listing_id: o.listingId, price: o.advert.price, observed_at: at }));

  const creates = ops
    .filter((o) => o.kind === "create")
    .map((o) => ({ ...o, propertyId: resolve(ctx.alias, o.propertyId) }));
  const onExisting = creates.filter((o) => !ctx.pendingNew.has(o.propertyId));
  const onNew = creates.filter((o) => ctx.pendingNew.has(o.propertyId));
  const row = (o: (typeof creates)[number]) =>
    newListingRow({
      id: o.listingId,
      sourceId: o.sourceId,
      propertyId: o.propertyId,
      advert: o.advert,
      observedAt: ctx.observedAt,
      evidence: o.evidence,
    });
  await insertRows(tx, "listing", onExisting.map(row));
  for (const o of [...removed, ...updated, ...onExisting]) touched.add(resolve(ctx.alias, o.propertyId));

  // New properties: computed from their adverts in memory, created with the clock's time.
  const groups = new Map<string, AggListing[]>();
  for (const o of onNew)
    groups.set(o.propertyId, [
      ...(groups.get(o.propertyId) ?? []),
      asAggListing(o.listingId, o.sourceId, o.advert, ctx.observedAt),
    ]);
  const counts: BatchCounts = {
    propertiesCreated: 0,
    propertiesUpdated: 0,
    propertiesDelisted: 0,
    propertiesRelisted: 0,
  };
  const recomputed = await recompute(
    tx,
    [...new Set([...touched, ...bumped])].filter((id) => !ctx.pendingNew.has(id)),
    bumped,
  );
  const stamps = await reserveChangeStamps(tx, groups.size + recomputed.length);
  await insertRows(
    tx,
    "property",
    [...groups].map(([id, listings], i) => ({
      id,
      ...propertyColumns(aggregateProperty(listings)!),
      created_at: stamps[i],
      updated_at: stamps[i],
    })),
  );
  counts.propertiesCreated = groups.size;
  for (const id of groups.keys()) ctx.pendingNew.delete(id);
  await insertRows(tx, "listing", onNew.map(row));
  await insertRows(tx, "listing_price", [
    ...creates.map((o) => ({ listing_id: o.listingId, price: o.advert.price, observed_at: at })),
    ...prices,
  ]);

  await updateRows(
    tx,
    "property",
    recomputed.map((r, i) => ({ id: r.id, ...propertyColumns(r.fields), updated_at: stamps[groups.size + i] })),
  );
  for (const r of recomputed) {
    counts.propertiesUpdated++;
    if (r.was === "active" && r.fields.status === "delisted") counts.propertiesDelisted++;
    if (r.was === "delisted" && r.fields.status === "active") counts.propertiesRelisted++;
  }
  return counts;
}

/**
 * `src` (and the shells merged into it before) now point at `into`; their ids. Followed
 * through, so merged_into always names a property that is not itself merged.
 */
export async function markMerged(tx: Tx, src: string, into: string): Promise<string[]> {
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `UPDATE property SET merged_into = $1::uuid WHERE id = $2::uuid OR merged_into = $2::uuid RETURNING id::text`,
    into,
    src,
  );
  return rows.map((r) => r.id);
}

/**
 * Properties whose derived fields differ from what is stored (or that are in `always`),
 * with their new fields.
 */
export async function recompute(
  tx: Tx,
  ids: string[],
  always: ReadonlySet<string> = new Set(),
): Promise<Array<{ id: string; fields: PropertyFields; was: string }>> {
  if (!ids.length) return [];
  const listings = await loadAggListings(tx, ids);
  const current = await tx.property.findMany({ where: { id: { in: ids } } });
  const out: Array<{ id: string; fields: PropertyFields; was: string }> = [];
  for (const p of current.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const own = listings.get(p.id) ?? [];
    // A property left without adverts (merged away) is delisted with its last values.
    const stored = pickFields(p as unknown as PropertyFields);
    const fields = aggregateProperty(own) ?? { ...stored, status: "delisted" as const, sourceCount: 0 };
    if (always.has(p.id) || fieldsKey(fields) !== fieldsKey(stored)) out.push({ id: p.id, fields, was: p.status });
  }
  return out;
}
