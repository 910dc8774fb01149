// The consolidation is a function of its input (docs/decisions.md#several-feeds-in-one-run): one
// sample of five feeds with photos, ingested as two runs (three feeds, then all five) into
// two fresh databases at once. The photo host answers in a random order and refuses some
// photos once (busy); on the second database the feeds are listed in another order and a
// second ingest, started through the CLI while the run holds the sources' lock, is refused.
// Every group, every property's fields and every photo's outcome must come out the same.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { parseAllowHosts } from "@/lib/http/public-address";
import { ingestRun, type FeedSpec } from "@/lib/ingest/run-ingest";
import { lockSources } from "@/lib/ingest/run-lock";
import { LocalPhotoStore } from "@/lib/photos/local-store";
import { startRichSampleHost, type RichSampleHost } from "../support/rich-sample-host";
import { runScript } from "../support/run-script";
import { openScratch } from "./scratch";

const T1 = new Date("2026-11-01T06:00:00Z");
const T2 = new Date("2026-11-02T06:00:00Z");

let host: RichSampleHost;
let storeDir: string;
beforeAll(async () => {
  host = await startRichSampleHost();
  storeDir = await mkdtemp(path.join(os.tmpdir(), "llar-determinism-"));
});
afterAll(async () => {
  await host?.close();
  await rm(storeDir, { recursive: true, force: true });
});

const spec = (f: RichSampleHost["feeds"][number]): FeedSpec => ({
  source: { id: f.source, name: f.source, homepageUrl: `https://${f.source}.example` },
  format: "kyero",
  inputs: [f.file],
});

/** The two runs into `prisma`; `reversed` lists the feeds the other way round. */
async function ingestTwice(prisma: PrismaClient, name: string, reversed: boolean) {
  const order = <T>(list: T[]) => (reversed ? [...list].reverse() : list);
  const photos = { store: new LocalPhotoStore(path.join(storeDir, name)), allowHosts: parseAllowHosts(host.hostPort) };
  await ingestRun(prisma, order(host.feeds.slice(0, 3).map(spec)), { observedAt: T1, photos });
  await ingestRun(prisma, order(host.feeds.map(spec)), { observedAt: T2, photos });
}

/** What a run leaves: each group of adverts with its property's fields, the photo outcomes, the row count. */
async function outcome(prisma: PrismaClient) {
  const properties = await prisma.$queryRawUnsafe<Array<Record<string, unknown>>>(
    `SELECT p.*, array_agg(l.source_id || '/' || l.external_id ORDER BY l.source_id, l.external_id) AS adverts
     FROM property p JOIN listing l ON l.property_id = p.id GROUP BY p.id`,
  );
  const groups = properties
    // The row's own id and change-clock stamps are not the consolidation's.
    .map(({ id: _id, created_at: _c, updated_at: _u, ...fields }) => fields)
    .sort((a, b) => String(a.adverts).localeCompare(String(b.adverts)));
  const photos = await prisma.$queryRawUnsafe<unknown[]>(
    `SELECT url, status, hash::text, width, height, store_key FROM photo ORDER BY url`,
  );
  return { groups, photos, rows: await prisma.property.count() };
}

describe("one answer per input", () => {
  it.skipIf(process.env.LLAR_TEST_DATABASE_KIND === "embedded")(
    "gives the same groups, fields and photos on two databases, whatever the timing",
    async () => {
      const [a, b] = await Promise.all([openScratch("llar_it_determinism"), openScratch("llar_it_determinism")]);
      try {
        const refusedRun = async () => {
          const unlock = await lockSources(
            b.db.url,
            host.feeds.map((f) => f.source),
          );
          try {
            const manifest = path.join(storeDir, "feeds.json");
            await writeFile(
              manifest,
              JSON.stringify({
                feeds: host.feeds.map((f) => ({ source: f.source, format: "kyero", inputs: [f.file] })),
              }),
            );
            const [refused] = await Promise.all([
              runScript("scripts/ingest.ts", ["--manifest", manifest], { ...process.env, DATABASE_URL: b.db.url }),
              ingestTwice(b.prisma, "b", true),
            ]);
            expect(refused.code).toBe(1);
            expect(refused.stderr.join("\n")).toMatch(/another ingest of source .* is running; nothing changed/);
          } finally {
            await unlock();
          }
        };
        await Promise.all([ingestTwice(a.prisma, "a", false), refusedRun()]);
        const [first, second] = [await outcome(a.prisma), await outcome(b.prisma)];
        expect(first.groups.filter((g) => (g.adverts as string[]).length > 1).length).toBeGreaterThan(5);
        expect(first.photos.length).toBeGreaterThan(250);
        expect(second.groups).toEqual(first.groups);
        expect(second.photos).toEqual(first.photos);
        expect(second.rows).toBe(first.rows);
        // The host was busy on its first answer for some photos: each was tried again.
        expect(host.requests()).toBeGreaterThan(2 * first.photos.length);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    },
    120_000,
  );
});
