// Reference data (docs/api.md#parishes-and-towns) from the parish and town tables. It only
// changes when reference data is re-seeded, so it is read once a minute at most.
import { prisma } from "@/lib/db/client";
import { cached } from "./memo";

export type ParishRecord = { id: string; name: string; centroid: { lat: number; lng: number }; towns: string[] };
export type TownRecord = {
  id: string;
  name: string;
  parish: string;
  kind: "town" | "neighbourhood";
  centroid: { lat: number; lng: number };
};
export type ListResult<T> = { data: T[]; meta: { total: number } };

const TTL_MS = 60_000;

export function listParishes(): Promise<ListResult<ParishRecord>> {
  return cached("parishes", TTL_MS, async () => {
    const parishes = await prisma.parish.findMany({
      orderBy: { id: "asc" },
      select: {
        id: true,
        name: true,
        centroidLat: true,
        centroidLng: true,
        towns: { select: { name: true }, orderBy: { name: "asc" } },
      },
    });
    const data = parishes.map((p) => ({
      id: p.id,
      name: p.name,
      centroid: { lat: p.centroidLat, lng: p.centroidLng },
      towns: p.towns.map((t) => t.name),
    }));
    return { data, meta: { total: data.length } };
  });
}

export function listTowns(): Promise<ListResult<TownRecord>> {
  return cached("towns", TTL_MS, async () => {
    const towns = await prisma.town.findMany({ orderBy: [{ parishId: "asc" }, { name: "asc" }] });
    const data = towns.map((t) => ({
      id: t.id,
      name: t.name,
      parish: t.parishId,
      kind: (t.kind === "neighbourhood" ? "neighbourhood" : "town") as TownRecord["kind"],
      centroid: { lat: t.centroidLat, lng: t.centroidLng },
    }));
    return { data, meta: { total: data.length } };
  });
}
