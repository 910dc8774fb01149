// `npm run match` against PostgreSQL: exit codes and one-line refusals, a split and a
// merge applied at once (change log, match evidence), and later ingest runs that keep
// both: a copy of the split advert from a new source does not pull it back into the
// property it left, and re-applying the feeds leaves merged adverts together.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { loadKeptApartPairs } from "@/lib/ingest/apply/kept-apart-pairs";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import type { ScratchDatabase } from "@/scripts/eval/scratch-database";
import { ingestRun, type FeedSpec } from "@/lib/ingest/run-ingest";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";
import type { RawAdvert } from "@/lib/ingest/types";
import { listChanges, type ChangeRow } from "@/lib/search/list-changes";
import { openScratch } from "./scratch";
import { runScript, type ScriptResult } from "../support/run-script";

const FEEDS = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds");
const feed = (id: string): FeedSpec => ({
  source: { id, name: id, homepageUrl: `https://${id}.example` },
  format: "kyero",
  inputs: [path.join(FEEDS, `${id}.xml`)],
});
const FIXTURE_FEEDS = ["a-finques", "b-pisos", "c-homes"].map(feed);

let db: ScratchDatabase;
let prisma: PrismaClient;
let close: () => Promise<void>;
let dir: string;

function match(...args: string[]): Promise<ScriptResult> {
  return runScript("scripts/match.ts", args, { ...process.env, DATABASE_URL: db.url });
}

const advert = async (externalId: string) => prisma.listing.findFirstOrThrow({ where: { externalId } });
const clock = async () =>
  (
    await prisma.$queryRawUnsafe<{ ts: string }[]>(
      `SELECT to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts FROM change_clock`,
    )
  )[0].ts;
const changesSince = async (since: string) =>
  (await listChanges({ since, limit: 100 }, { run: (sql) => prisma.$queryRaw<ChangeRow[]>(sql) })).data.map((c) => ({
    id: c.id,
    change: c.change,
    merged_into: c.merged_into,
  }));

beforeAll(async () => {
  ({ db, prisma, close } = await openScratch("llar_it_match"));
  dir = await mkdtemp(path.join(tmpdir(), "llar-match-"));
  await ingestRun(prisma, FIXTURE_FEEDS, { observedAt: new Date("2026-10-01T10:00:00Z") });
}, 120_000);
afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

describe("npm run match", () => {
  it("starts from one property holding the three adverts of home H1", async () => {
    const ids = new Set([
      (await advert("F1")).propertyId,
      (await advert("P1")).propertyId,
      (await advert("H1")).propertyId,
    ]);
    expect(ids.size).toBe(1);
  });

  it("refuses bad corrections with one line on stderr and exit 2, changing nothing", async () => {
    const h1 = (await advert("H1")).id;
    const f2 = (await advert("F2")).id;
    const unknown = "00000000-0000-4000-8000-000000000000";
    const cases: Array<[string[], RegExp]> = [
      [["split", unknown], /no advert has listing id/],
      [["merge", h1, unknown], /no advert has listing id/],
      [["split"], /split takes 1 listing id/],
      [["merge", h1], /merge takes 2 listing id/],
      [["merge", h1, h1], /two different adverts/],
      [["split", "F1"], /is not a listing id/],
      [["merge", h1, (await advert("F1")).id], /one property already/],
    ];
    // H2 was advertised by two sources; F2 alone would be "a home of its own already" only if alone.
    const alone = await prisma.listing.count({ where: { propertyId: (await advert("F2")).propertyId } });
    if (alone === 1) cases.push([["split", f2], /only advert of property/]);
    for (const [args, message] of cases) {
      const r = await match(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr, args.join(" ")).toHaveLength(1);
      expect(r.stderr[0]).toMatch(/^match: /);
      expect(r.stderr[0]).toMatch(message);
    }
    expect(await prisma.matchCorrection.count()).toBe(0);
    expect((await match("--help")).stdout).toMatch(/listings\[\]\.id in\s+GET \/v1\/properties\/\{id\}/);
  }, 120_000);

  let old: string;
  let split: string;
  it("splits an advert into a new property at once: created, the old one updated, noted in its evidence", async () => {
    const h1 = await advert("H1");
    old = h1.propertyId;
    const since = await clock();
    const r = await match("split", h1.id);
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
    split = (await advert("H1")).propertyId;
    expect(split).not.toBe(old);
    expect((await advert("F1")).propertyId).toBe(old);
    const changes = await changesSince(since);
    expect(changes).toEqual([
      { id: split, change: "created", merged_into: null },
      { id: old, change: "updated", merged_into: null },
    ]);
    expect((await advert("H1")).matchEvidence).toMatchObject({ operator: { action: "split", from_property: old } });
    expect(await prisma.property.findUniqueOrThrow({ where: { id: old } })).toMatchObject({
      sourceCount: 2,
      status: "active",
    });
  }, 60_000);

  it("keeps the split in a later run whose new advert matches both properties", async () => {
    let h1: RawAdvert | undefined;
    for await (const a of kyeroConnector.read(path.join(FEEDS, "c-homes.xml"))) if (a.externalId === "H1") h1 = a;
    const copy = path.join(dir, "d-copy.xml");
    await writeKyeroFeed(copy, [{ ...h1!, externalId: "D1", url: "https://d-copy.example/D1" }], "en");
    expect(await loadKeptApartPairs(prisma)).toHaveLength(2);
    await ingestRun(prisma, [{ ...feed("d-copy"), inputs: [copy] }], { observedAt: new Date("2026-10-02T10:00:00Z") });
    const d1 = await advert("D1");
    expect([old, split]).toContain(d1.propertyId);
    expect((await advert("H1")).propertyId).not.toBe((await advert("F1")).propertyId);
    expect((await advert("H1")).propertyId).not.toBe((await advert("P1")).propertyId);
    expect(await prisma.property.count({ where: { mergedInto: { not: null } } })).toBe(0);
  }, 60_000);

  it("merges two adverts' properties at once: survivor updated, absorbed delisted with merged_into", async () => {
    const since = await clock();
    const r = await match("merge", (await advert("H1")).id, (await advert("F1")).id);
    expect(r.stderr).toEqual([]);
    expect(r.code).toBe(0);
    const survivor = (await advert("H1")).propertyId;
    expect((await advert("F1")).propertyId).toBe(survivor);
    expect((await advert("P1")).propertyId).toBe(survivor);
    const absorbed = survivor === old ? split : old;
    expect(await changesSince(since)).toEqual(
      expect.arrayContaining([
        { id: survivor, change: "updated", merged_into: null },
        { id: absorbed, change: "delisted", merged_into: survivor },
      ]),
    );
    expect((await advert("F1")).matchEvidence).toMatchObject({ operator: { action: "merge" } });
    expect(await loadKeptApartPairs(prisma)).toEqual([]); // the merge lifted the split
  }, 60_000);

  it("keeps merged adverts together when the feeds are applied again, and lists both corrections", async () => {
    await ingestRun(prisma, FIXTURE_FEEDS, { observedAt: new Date("2026-10-03T10:00:00Z") });
    const ids = new Set(["F1", "P1", "H1"].map(async (id) => (await advert(id)).propertyId));
    expect(new Set(await Promise.all(ids)).size).toBe(1);
    const list = await match("list");
    expect(list.code).toBe(0);
    expect(list.stdout.split("\n")).toEqual([
      expect.stringMatching(/^#\d+\t\S+\tsplit\t/),
      expect.stringMatching(/^#\d+\t\S+\tmerge\t/),
    ]);
  }, 120_000);
});
