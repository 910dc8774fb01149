// Favourites kept in the account (the browser keeps them in localStorage until the reader
// signs in, then the client merges them here: components/site/favourites). Property ids
// are checked to exist; a merged property's favourite follows it to the survivor on the
// favourites page (favourite-cards.ts), not here, so nothing is lost if a merge is undone.
import { prisma } from "@/lib/db/client";

/** Most favourites one account keeps; the oldest beyond it are not merged in. */
const MAX_FAVOURITES = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The ids that look like property ids (uuids), deduplicated, at most MAX_FAVOURITES. */
export function cleanIds(ids: unknown): string[] {
  if (!Array.isArray(ids)) return [];
  const ok = ids.filter((x): x is string => typeof x === "string" && UUID.test(x));
  return [...new Set(ok)].slice(0, MAX_FAVOURITES);
}

export async function favouriteIds(userId: string): Promise<string[]> {
  const rows = await prisma.favourite.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: MAX_FAVOURITES,
  });
  return rows.map((r) => r.propertyId);
}

/** Adds (on) or removes one favourite; unknown properties are refused. */
export async function setFavourite(userId: string, propertyId: string, on: boolean): Promise<boolean> {
  if (!UUID.test(propertyId)) return false;
  if (!on) {
    await prisma.favourite.deleteMany({ where: { userId, propertyId } });
    return true;
  }
  const exists = await prisma.property.count({ where: { id: propertyId } });
  if (!exists) return false;
  await prisma.favourite.upsert({
    where: { userId_propertyId: { userId, propertyId } },
    create: { userId, propertyId },
    update: {},
  });
  return true;
}

/** The browser's favourites into the account (at sign-in); returns the account's ids after. */
export async function mergeFavourites(userId: string, ids: unknown): Promise<string[]> {
  const wanted = cleanIds(ids);
  if (wanted.length) {
    const known = await prisma.property.findMany({ where: { id: { in: wanted } }, select: { id: true } });
    await prisma.favourite.createMany({
      data: known.map((p) => ({ userId, propertyId: p.id })),
      skipDuplicates: true,
    });
  }
  return favouriteIds(userId);
}
