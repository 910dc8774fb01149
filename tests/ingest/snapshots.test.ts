// Two snapshots of four portals (generated from real adverts with known withdrawals and
// price cuts): the second must mark withdrawn adverts removed, append price history,
// delist properties with no advert left, and bump updated_at of exactly the properties
// that changed. Re-applying it changes nothing; a malformed feed changes nothing. All of it
// twice: the portals applied one after another, and as one run (their new adverts matched
// together, as `npm run ingest -- --manifest` does), each in a database of its own.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { checkChangeFeed, snapshotRecords, type RecordSnapshot } from "@/lib/search/change-feed-check";
import { loadBaseHomes, type Home } from "@/lib/ingest/demo-feeds/homes";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import { DEMO_PORTALS } from "@/lib/ingest/demo-feeds/portals";
import { publishOnPortal } from "@/lib/ingest/demo-feeds/publish";
import { rand } from "@/lib/ingest/demo-feeds/random";
import { FeedError, ingestFeeds, ingestRun } from "@/lib/ingest/run-ingest";
import type { RawAdvert } from "@/lib/ingest/types";
import { openScratch } from "./scratch";

const T1 = new Date("2026-10-01T10:00:00Z");
const T2 = new Date("2026-10-22T10:00:00Z");

let prisma: PrismaClient;
let close: () => Promise<void>;
let dir: string;
let homes: Home[];
const feed = (portal: string, n: 1 | 2) => path.join(dir, `${portal}-${n}.xml`);
const published = new Map<string, Map<string, RawAdvert>>(); // `${portal}-${n}` → url → advert

let oneRun = false;

async function ingest(n: 1 | 2, at: Date) {
  const source = (p: (typeof DEMO_PORTALS)[number]) => ({ id: p.id, name: p.name, homepageUrl: `https://${p.host}` });
  if (oneRun)
    return ingestRun(
      prisma,
      DEMO_PORTALS.map((p) => ({ source: source(p), format: "kyero", inputs: [feed(p.id, n)] })),
      { observedAt: at },
    );
  const reports = [];
  for (const p of DEMO_PORTALS)
    reports.push(await ingestFeeds(prisma, source(p), "kyero", [feed(p.id, n)], { observedAt: at }));
  return reports;
}

async function propertyState() {
  const rows = await prisma.$queryRawUnsafe<
    Array<{
      id: string;
      updated: string;
      status: string;
      source_count: number;
      price_min: number | null;
      price_max: number | null;
    }>
  >(`SELECT id, updated_at::text AS updated, status::text, source_count, price_min, price_max FROM property`);
  return new Map(rows.map((r) => [r.id, r]));
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "llar-snap-"));
  homes = (await loadBaseHomes()).filter((h) => rand(h.id, "snapshot-test") < 0.06);
  for (const p of DEMO_PORTALS) {
    for (const n of [1, 2] as const) {
      const adverts = homes.map((h) => publishOnPortal(h, p, n, true)).filter((a): a is RawAdvert => a !== null);
      published.set(`${p.id}-${n}`, new Map(adverts.map((a) => [a.url!, a])));
      await writeKyeroFeed(feed(p.id, n), adverts, p.lang);
    }
  }
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// One story in steps (first snapshot, second, the same again, the first again, a broken
// feed): each step starts from the database the step before left, in a scratch database of
// its own; run the file in order (no --sequence.shuffle).
describe.each([
  { mode: "one portal at a time", joint: false },
  { mode: "all portals in one run", joint: true },
])("applying a second snapshot, $mode", ({ joint }) => {
  beforeAll(async () => {
    oneRun = joint;
    ({ prisma, close } = await openScratch("llar_it_snap"));
  }, 60_000);
  afterAll(async () => {
    await close?.();
  });

  let before: Awaited<ReturnType<typeof propertyState>>;
  let after: Awaited<ReturnType<typeof propertyState>>;
  let records: RecordSnapshot;

  it("ingests the first snapshot into properties with several sources", async () => {
    const reports = await ingest(1, T1);
    expect(reports.every((r) => r.removed === 0 && r.updated === 0)).toBe(true);
    before = await propertyState();
    records = await snapshotRecords(prisma);
    const multi = [...before.values()].filter((p) => p.source_count > 1).length;
    expect(multi).toBeGreaterThan(before.size / 4);
  }, 120_000);

  it("marks withdrawn adverts removed and appends the new price of repriced ones", async () => {
    await ingest(2, T2);
    after = await propertyState();
    const listings = await prisma.listing.findMany({
      select: { url: true, status: true, prices: { orderBy: { observedAt: "asc" }, select: { price: true } } },
    });
    const byUrl = new Map(listings.map((l) => [l.url, l]));
    let removed = 0;
    let repriced = 0;
    for (const p of DEMO_PORTALS) {
      const first = published.get(`${p.id}-1`)!;
      const second = published.get(`${p.id}-2`)!;
      for (const [url, a] of first) {
        const l = byUrl.get(url)!;
        const b = second.get(url);
        if (!b) {
          removed++;
          expect(l.status).toBe("removed");
        } else if (b.price !== a.price) {
          repriced++;
          expect(l.prices.map((x) => x.price)).toEqual([a.price ?? null, b.price ?? null]);
        } else {
          expect(l.status).toBe("active");
          expect(l.prices).toHaveLength(1);
        }
      }
    }
    expect(removed).toBeGreaterThan(5);
    expect(repriced).toBeGreaterThan(5);
  }, 120_000);

  it("delists exactly the properties left without an active advert", async () => {
    const activeCounts = await prisma.listing.groupBy({
      by: ["propertyId"],
      where: { status: "active" },
      _count: true,
    });
    const withActive = new Set(activeCounts.map((g) => g.propertyId));
    const delisted = [...after.values()].filter((p) => p.status === "delisted");
    expect(delisted.length).toBeGreaterThan(0);
    for (const p of after.values()) expect(p.status === "active").toBe(withActive.has(p.id));
  });

  it("bumps updated_at of exactly the properties that changed", async () => {
    const touchedRows = await prisma.listing.findMany({
      where: { OR: [{ firstSeenAt: T2 }, { lastSeenAt: T2 }, { removedAt: T2 }] },
      select: { propertyId: true },
    });
    const touched = new Set(touchedRows.map((r) => r.propertyId));
    // A new advert matching two properties that agree merges them: the emptied one keeps no
    // advert at all (they moved to the other) and is delisted with 0 sources.
    const withAdverts = new Set(
      (await prisma.listing.findMany({ select: { propertyId: true }, distinct: ["propertyId"] })).map(
        (r) => r.propertyId,
      ),
    );
    const maxBefore = [...before.values()]
      .map((p) => p.updated)
      .sort()
      .at(-1)!;
    for (const [id, p] of after) {
      const old = before.get(id);
      const bumped = !old || old.updated !== p.updated;
      if (!old) continue; // created by snapshot 2
      const visible =
        old.status !== p.status ||
        old.source_count !== p.source_count ||
        old.price_min !== p.price_min ||
        old.price_max !== p.price_max;
      expect(bumped || !visible, `property ${id} changed but kept updated_at`).toBe(true);
      if (bumped) {
        if (withAdverts.has(id)) expect(touched.has(id), `property ${id} bumped without a changed advert`).toBe(true);
        else
          expect(
            { was: old.source_count > 0, status: p.status, sources: p.source_count },
            `property ${id} emptied`,
          ).toEqual({ was: true, status: "delisted", sources: 0 });
        expect(p.updated > maxBefore).toBe(true);
      } else expect(p.updated <= maxBefore).toBe(true);
    }
    const stamps = [...after.values()].map((p) => p.updated);
    expect(new Set(stamps).size).toBe(stamps.length);
  });

  it("lists exactly the properties whose public record changed in the change feed", async () => {
    // Followed like a client (docs/api.md#sync-rule) with a small page, so the paging is exercised too.
    const f = await checkChangeFeed(prisma, records, 7);
    expect({ missed: f.missed, unexplained: f.unexplained, wrongKind: f.wrongKind, repeated: f.repeated }).toEqual({
      missed: [],
      unexplained: [],
      wrongKind: [],
      repeated: 0,
    });
    expect(f.changed).toBeGreaterThan(10);
    expect(f.feed.delisted).toBeGreaterThan(0);
    expect(f.feed.created + f.feed.updated + f.feed.delisted).toBe(f.changed);
  });

  it("the change-feed check catches a record edited without a new updated_at, and a bump without a change", async () => {
    const snap = await snapshotRecords(prisma);
    const [edited, bumped] = [...after.keys()].slice(0, 2);
    await prisma.$executeRawUnsafe(`UPDATE property SET title = title || ' (edited)' WHERE id = $1::uuid`, edited);
    await prisma.$executeRawUnsafe(
      `UPDATE property SET updated_at = updated_at + interval '1 day' WHERE id = $1::uuid`,
      bumped,
    );
    const f = await checkChangeFeed(prisma, snap);
    expect({ missed: f.missed, unexplained: f.unexplained }).toEqual({ missed: [edited], unexplained: [bumped] });
    await prisma.$executeRawUnsafe(`UPDATE property SET title = left(title, -9) WHERE id = $1::uuid`, edited);
    await prisma.$executeRawUnsafe(
      `UPDATE property SET updated_at = updated_at - interval '1 day' WHERE id = $1::uuid`,
      bumped,
    );
    expect(await propertyState()).toEqual(after);
  });

  it("changes nothing when the same snapshot is applied again", async () => {
    const reports = await ingest(2, new Date("2026-10-23T10:00:00Z"));
    for (const r of reports) {
      expect({
        created: r.created,
        updated: r.updated,
        removed: r.removed,
        properties: r.propertiesUpdated + r.propertiesCreated,
      }).toEqual({ created: 0, updated: 0, removed: 0, properties: 0 });
      expect(r.unchanged).toBeGreaterThan(0);
    }
    expect(await propertyState()).toEqual(after);
  }, 120_000);

  it("bumps no property when a feed only moves its adverts' publication dates", async () => {
    // A portal that re-dates its adverts (a "re-post") rewrites them, but their homes'
    // public records are the same: a later sighting is not a change (docs/api.md#last-seen).
    const redated = (portal: string) => path.join(dir, `${portal}-2-redated.xml`);
    for (const p of DEMO_PORTALS) {
      const xml = await readFile(feed(p.id, 2), "utf8");
      await writeFile(
        redated(p.id),
        xml.replace(/<\/id>\s*(<date>[^<]*<\/date>)?/g, "</id><date>2026-10-23 09:00:00</date>"),
      );
    }
    const at = new Date("2026-10-24T10:00:00Z");
    const rewritten = [];
    for (const p of DEMO_PORTALS) {
      const source = { id: p.id, name: p.name, homepageUrl: `https://${p.host}` };
      rewritten.push((await ingestFeeds(prisma, source, "kyero", [redated(p.id)], { observedAt: at })).updated);
    }
    expect(rewritten.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await propertyState()).toEqual(after);
  }, 120_000);

  it("reactivates adverts that come back and relists their properties", async () => {
    const delisted = [...after.values()].filter((p) => p.status === "delisted").map((p) => p.id);
    const reports = await ingest(1, new Date("2026-10-30T10:00:00Z"));
    expect(reports.reduce((n, r) => n + r.propertiesRelisted, 0)).toBeGreaterThan(0);
    const relisted = await prisma.property.findMany({
      where: { id: { in: delisted } },
      select: { status: true, sourceCount: true },
    });
    expect(relisted.filter((p) => p.status === "active").length).toBeGreaterThan(0);
    for (const p of relisted) expect(p.status === "active").toBe(p.sourceCount > 0);
    const removed = await prisma.listing.count({ where: { status: "removed", removedAt: T2 } });
    expect(removed).toBe(0); // every advert withdrawn in snapshot 2 is back
    after = await propertyState();
  }, 120_000);

  it("changes nothing when a feed turns out malformed half-way", async () => {
    const good = await readFile(feed(DEMO_PORTALS[0].id, 1), "utf8");
    const broken = path.join(dir, "broken.xml");
    await writeFile(broken, good.slice(0, Math.floor(good.length / 2)) + "<property><id>oops</id><price>1</pri");
    const listings = await prisma.listing.count();
    const removed = await prisma.listing.count({ where: { status: "removed" } });
    const source = { id: DEMO_PORTALS[0].id, name: "x", homepageUrl: "https://x.example" };
    // In one run, a good feed read before the broken one (here it would withdraw adverts) is not applied either.
    const good2 = { source: { id: DEMO_PORTALS[1].id, name: "y", homepageUrl: "https://y.example" }, format: "kyero" };
    await expect(
      joint
        ? ingestRun(prisma, [
            { ...good2, inputs: [feed(DEMO_PORTALS[1].id, 2)] },
            { source, format: "kyero", inputs: [broken] },
          ])
        : ingestFeeds(prisma, source, "kyero", [broken]),
    ).rejects.toBeInstanceOf(FeedError);
    expect(await prisma.listing.count()).toBe(listings);
    expect(await prisma.listing.count({ where: { status: "removed" } })).toBe(removed);
    expect(await propertyState()).toEqual(after);
  }, 60_000);

  it("bumps every property one of whose adverts' text changed, even where its own fields did not", async () => {
    // The property's detail shows each advert's text: a second advert's edit is a change.
    const p = DEMO_PORTALS[0];
    const edited = path.join(dir, `${p.id}-1-edited.xml`);
    const xml = await readFile(feed(p.id, 1), "utf8");
    await writeFile(edited, xml.replace(/(<desc><[a-z]{2}>)/g, "$1Reformat el 2026. "));
    const source = { id: p.id, name: p.name, homepageUrl: `https://${p.host}` };
    await ingestFeeds(prisma, source, "kyero", [edited], { observedAt: new Date("2026-10-31T10:00:00Z") });
    const ofPortal = await prisma.listing.findMany({
      where: { sourceId: p.id, status: "active", description: { startsWith: "Reformat el 2026." } },
      select: { propertyId: true },
    });
    expect(ofPortal.length).toBeGreaterThan(0);
    const now = await propertyState();
    const unbumped = ofPortal.filter((l) => now.get(l.propertyId)!.updated === after.get(l.propertyId)!.updated);
    expect(unbumped).toEqual([]);
  }, 60_000);
});
