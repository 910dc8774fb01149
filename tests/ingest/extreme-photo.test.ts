// One extreme photo must cost only itself: `npm run ingest` on a partial feed with one advert
// whose photo is a 1×20000 PNG (past WebP's 16,383 px a side) and one with an ordinary photo,
// through the photo stage, twice. Both runs exit 0 with no stack trace, both adverts are
// active, and the tall photo is recorded once as not an image (never fetched again).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/scratch-database";
import { startPhotoHost, type CountingServer } from "../support/photo-host";
import { runScript } from "../support/run-script";
import { openScratch } from "./scratch";

let db: ScratchDatabase;
let close: () => Promise<void>;
let dir: string;
let host: CountingServer;

beforeAll(async () => {
  ({ db, close } = await openScratch("llar_it_tall_photo"));
  dir = await mkdtemp(path.join(tmpdir(), "llar-tall-"));
  host = await startPhotoHost();
}, 60_000);
afterAll(async () => {
  await host?.close();
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

const advert = (id: string, photo: string, lat: string) =>
  `<property><id>${id}</id><date>2026-11-01 10:00:00</date><price>350000</price><currency>EUR</currency>` +
  `<price_freq>sale</price_freq><type>Pis</type><town>Escaldes-Engordany</town><province>Andorra</province>` +
  `<country>Andorra</country><location><latitude>${lat}</latitude><longitude>1.539000</longitude></location>` +
  `<beds>3</beds><baths>2</baths><surface_area><built>85</built></surface_area>` +
  `<url><ca>https://finques.example/anunci/${id}</ca></url><desc><ca>Pis ${id} a les Escaldes.</ca></desc>` +
  `<images><image id="1"><url>${photo}</url></image></images></property>`;

describe("an extreme photo in a feed", () => {
  it("is one URL's outcome: the runs finish and every advert is stored", async () => {
    const feed = path.join(dir, "feed.xml");
    await writeFile(
      feed,
      `<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version></kyero>\n` +
        advert("T1", `${host.origin}/tall.png`, "42.512900") +
        advert("T2", `${host.origin}/photo-900-5.jpg`, "42.530000") +
        "\n</root>\n",
    );
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      PHOTO_FETCH_ALLOW_HOSTS: host.hostPort,
      PHOTO_STORE_DIR: path.join(dir, "photos"),
    };
    const args = ["--source", "finques", "--source-name", "Finques", "--homepage", "https://finques.example"];
    for (let run = 0; run < 2; run++) {
      const r = await runScript("scripts/ingest.ts", [...args, "--format", "kyero", "--partial", feed], env);
      expect(r.stderr.join("\n")).not.toMatch(/^\s+at /m);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^finques: read=2 /m);
    }
    const prisma = createPrismaClient(db.url, 1);
    try {
      const listings = await prisma.listing.findMany({ orderBy: { externalId: "asc" } });
      expect(listings.map((l) => [l.externalId, l.status])).toEqual([
        ["T1", "active"],
        ["T2", "active"],
      ]);
      const photos = await prisma.photo.findMany({ orderBy: { url: "asc" } });
      expect(photos.map((p) => [new URL(p.url).pathname, p.status])).toEqual([
        ["/photo-900-5.jpg", "ok"],
        ["/tall.png", "not_image"],
      ]);
      expect(photos[1].error).toMatch(/shape/);
      expect(host.hits.filter((h) => h === "/tall.png")).toHaveLength(1);
    } finally {
      await prisma.$disconnect();
    }
  }, 180_000);
});
