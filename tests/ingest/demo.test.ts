// Demo data on an empty database: consolidated properties with several sources, price
// histories and some delisted ones; a second call is a no-op.
import { stat } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "@/lib/ingest/demo";
import { copyKey } from "@/lib/photos/photo-keys";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import { scratchPrisma } from "./scratch";

const prisma = scratchPrisma("llar_it_demo");

describe("seedDemoData", () => {
  it("loads properties with 1 to 4+ sources, price histories and delistings", async () => {
    const summary = await seedDemoData(prisma);
    expect(summary.seeded).toBe(true);
    const bySources = await prisma.property.groupBy({ by: ["sourceCount"], where: { status: "active" }, _count: true });
    const counts = new Map(bySources.map((g) => [g.sourceCount, g._count]));
    for (const n of [1, 2, 3, 4]) expect(counts.get(n) ?? 0).toBeGreaterThan(10);
    expect(await prisma.property.count({ where: { status: "delisted" } })).toBeGreaterThan(5);
    const histories = await prisma.listingPrice.groupBy({
      by: ["listingId"],
      _count: true,
      having: { listingId: { _count: { gt: 1 } } },
    });
    expect(histories.length).toBeGreaterThan(20);
    expect(await prisma.source.count()).toBe(5);
    // The portals are scheduled on feed files of their last snapshot; pisos.ad has no feed.
    const scheduled = await prisma.source.findMany({ where: { feed: { not: null } }, orderBy: { id: "asc" } });
    expect(scheduled.map((s) => s.id)).not.toContain("pisos-ad");
    expect(scheduled).toHaveLength(4);
    for (const s of scheduled) {
      expect(s).toMatchObject({ everySeconds: 300, paused: false });
      expect((await stat(s.feed!)).isFile()).toBe(true);
    }

    // Pictures: every property with photo links has stored copies of some (drawn, never fetched).
    const [pictured] = await prisma.$queryRaw<{ linked: number; stored: number }[]>`
      SELECT count(*)::int AS linked,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM unnest(p.image_urls) u(url)
          JOIN photo ph ON ph.url = u.url AND ph.status = 'ok'))::int AS stored
      FROM property p WHERE p.status = 'active' AND cardinality(p.image_urls) > 0`;
    expect(pictured.linked).toBeGreaterThan(500);
    expect(pictured.stored).toBe(pictured.linked);
    expect(pictured.stored).toBe(pictured.linked);
    const photo = await prisma.photo.findFirstOrThrow({ where: { status: "ok" } });
    expect(photo.hash).not.toBeNull();
    expect(await photoStoreFromEnv().has(copyKey(photo.storeKey!, 480))).toBe(true);
    expect(await prisma.photo.count({ where: { status: { not: "ok" } } })).toBe(0);
  }, 300_000);

  it("does nothing on a database that already has listings", async () => {
    const before = await prisma.listing.count();
    expect((await seedDemoData(prisma)).seeded).toBe(false);
    expect(await prisma.listing.count()).toBe(before);
  });
});
