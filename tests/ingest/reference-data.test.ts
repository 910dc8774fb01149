// seedReferenceData writes the seven parishes and the towns, and running it again changes nothing.
import { describe, expect, it } from "vitest";
import { PARISHES, TOWNS, seedReferenceData } from "@/lib/geo";
import { scratchPrisma } from "./scratch";

const prisma = scratchPrisma("llar_it_ref");

describe("seedReferenceData", () => {
  it("upserts parishes with boundaries and towns with their parish, idempotently", async () => {
    expect(await seedReferenceData(prisma)).toEqual({ parishes: 7, towns: TOWNS.length });
    expect(await seedReferenceData(prisma)).toEqual({ parishes: 7, towns: TOWNS.length });
    expect(await prisma.parish.count()).toBe(7);
    expect(await prisma.town.count()).toBe(TOWNS.length);
    const escaldes = await prisma.parish.findUniqueOrThrow({
      where: { id: "escaldes_engordany" },
      include: { towns: true },
    });
    expect(escaldes).toMatchObject({
      name: "Escaldes-Engordany",
      isoCode: "AD-08",
      postcode: "AD700",
      wikidataId: "Q24286",
    });
    expect((escaldes.boundary as { type: string }).type).toBe("MultiPolygon");
    expect(escaldes.towns.map((t) => t.name)).toContain("les Escaldes");
    const ids = PARISHES.map((p) => p.id);
    for (const t of await prisma.town.findMany()) expect(ids).toContain(t.parishId);
  });
});
