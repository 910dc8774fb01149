// Checks a second snapshot against the changes the labels announce (dedup/README.md:
// `snapshot2_changes` lists removed URLs, repriced URLs with the new price, added URLs).
import type { PrismaClient } from "@/lib/generated/prisma/client";

/** `repriced`: advert URL → new price. */
export type SnapshotChanges = { removed: string[]; repriced: Record<string, number>; added: string[] };

export type ChangeCheck = {
  removed: { expected: number; ok: number };
  repriced: { expected: number; ok: number };
  added: { expected: number; ok: number };
  /** Properties all of whose adverts were removed, and how many of them are delisted. */
  allGone: { expected: number; ok: number };
  /** Properties with an active advert that are nevertheless delisted (should be 0). */
  wronglyDelisted: number;
};

export async function checkSnapshotChanges(prisma: PrismaClient, changes: SnapshotChanges): Promise<ChangeCheck> {
  const listings = await prisma.listing.findMany({
    select: {
      url: true,
      status: true,
      propertyId: true,
      prices: { orderBy: { observedAt: "asc" }, select: { price: true } },
    },
  });
  const byUrl = new Map(listings.map((l) => [l.url, l]));
  const removed = changes.removed.filter((u) => byUrl.get(u)?.status === "removed").length;
  const repricedEntries = Object.entries(changes.repriced);
  // A price of 0 is stored as "on request" (null). A "repriced" advert whose price did not
  // actually move (the set has a few) rightly keeps a single history entry.
  const repriced = repricedEntries.filter(([u, price]) => {
    const expected = price > 0 ? price : null;
    const prices = byUrl.get(u)?.prices.map((p) => p.price) ?? [];
    const moved = prices.length > 0 && prices[0] !== expected;
    return prices.at(-1) === expected && prices.length === (moved ? 2 : 1);
  }).length;
  const added = changes.added.filter((u) => byUrl.get(u)?.status === "active").length;

  const active = new Set(listings.filter((l) => l.status === "active").map((l) => l.propertyId));
  const removedSet = new Set(changes.removed);
  const byProperty = new Map<string, string[]>();
  for (const l of listings) byProperty.set(l.propertyId, [...(byProperty.get(l.propertyId) ?? []), l.url]);
  const allGone = [...byProperty]
    .filter(([, urls]) => urls.some((u) => removedSet.has(u)) && urls.every((u) => removedSet.has(u)))
    .map(([id]) => id);
  const properties = await prisma.property.findMany({ select: { id: true, status: true } });
  const status = new Map(properties.map((p) => [p.id, p.status]));
  return {
    removed: { expected: changes.removed.length, ok: removed },
    repriced: { expected: repricedEntries.length, ok: repriced },
    added: { expected: changes.added.length, ok: added },
    allGone: { expected: allGone.length, ok: allGone.filter((id) => status.get(id) === "delisted").length },
    wronglyDelisted: properties.filter((p) => p.status === "delisted" && active.has(p.id)).length,
  };
}
