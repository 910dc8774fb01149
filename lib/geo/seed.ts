// Writes the reference geography into the parish and town tables. Idempotent: upserts by
// id, so running it on every start is safe and updates renamed entries.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { PARISHES } from "./parishes";
import { TOWNS } from "./towns";

export async function seedReferenceData(prisma: PrismaClient): Promise<{ parishes: number; towns: number }> {
  await prisma.$transaction(
    async (tx) => {
      for (const p of PARISHES) {
        const data = {
          name: p.name,
          isoCode: p.isoCode,
          postcode: p.postcode,
          wikidataId: p.wikidataId,
          centroidLat: p.centroid.lat,
          centroidLng: p.centroid.lng,
          boundary: p.boundary as object,
        };
        await tx.parish.upsert({ where: { id: p.id }, create: { id: p.id, ...data }, update: data });
      }
      for (const t of TOWNS) {
        const data = {
          name: t.name,
          parishId: t.parish,
          kind: t.kind,
          centroidLat: t.centroid.lat,
          centroidLng: t.centroid.lng,
        };
        await tx.town.upsert({ where: { id: t.id }, create: { id: t.id, ...data }, update: data });
      }
    },
    { timeout: 60_000 },
  );
  return { parishes: PARISHES.length, towns: TOWNS.length };
}
