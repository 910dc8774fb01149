// Findings 5 and 6 of the second hardening review: a feed must not be able to withdraw a
// source (a one-advert full snapshot, a document with a DTD), and an advert with nothing
// in it must not become a property. Run through `npm run ingest` as an operator would:
// each refusal is one line on stderr, exit 1, and nothing in the database changes.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { ScratchDatabase } from "@/lib/db/scratch-database";
import { openScratch } from "../ingest/scratch";
import { runScript } from "../support/run-script";

const SOURCE = ["--source", "guarded", "--source-name", "Guarded", "--homepage", "https://guarded.example"];
const ADVERTS = 12;

function property(i: number, extra = ""): string {
  return (
    `<property><id>G${i}</id><price>${300000 + i * 1000}</price><currency>EUR</currency><price_freq>sale</price_freq>` +
    `<type>Pis</type><town>Encamp</town><country>Andorra</country><beds>${1 + (i % 4)}</beds>` +
    `<surface_area><built>${60 + i}</built></surface_area><url><ca>https://guarded.example/anunci/G${i}</ca></url>` +
    `<desc><ca>Pis ${i} a Encamp.</ca></desc>${extra}</property>`
  );
}
const feed = (items: string[], prolog = "") =>
  `<?xml version="1.0"?>${prolog}<root><kyero><feed_version>3</feed_version></kyero>${items.join("")}</root>`;

let db: ScratchDatabase;
let prisma: PrismaClient;
let close: () => Promise<void>;
let dir: string;

const ingest = (...args: string[]) =>
  runScript("scripts/ingest.ts", [...SOURCE, "--format", "kyero", ...args], { ...process.env, DATABASE_URL: db.url });
const active = () => prisma.listing.count({ where: { sourceId: "guarded", status: "active" } });

async function file(name: string, text: string): Promise<string> {
  const p = path.join(dir, name);
  await writeFile(p, text);
  return p;
}

beforeAll(async () => {
  ({ db, close } = await openScratch("llar_feed_guards"));
  prisma = createPrismaClient(db.url, 1);
  dir = await mkdtemp(path.join(tmpdir(), "llar-guards-"));
  const full = await ingest(await file("full.xml", feed(Array.from({ length: ADVERTS }, (_, i) => property(i)))));
  expect(full.code).toBe(0);
}, 180_000);
afterAll(async () => {
  await prisma?.$disconnect();
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

describe("feeds that cannot wipe a source", { timeout: 120_000 }, () => {
  it("refuses a full snapshot that withdraws more than half of the source, unless --allow-shrink", async () => {
    const runs = await prisma.ingestRun.count();
    const one = await file("one.xml", feed([property(0)]));
    const refused = await ingest(one);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toEqual([
      `ingest: guarded: the feed would withdraw ${ADVERTS - 1} of the source's ${ADVERTS} active adverts (more than half); nothing changed (--allow-shrink applies it anyway)`,
    ]);
    expect(await active()).toBe(ADVERTS);
    expect(await prisma.ingestRun.count()).toBe(runs);
    const meant = await ingest("--allow-shrink", one);
    expect(meant.code).toBe(0);
    expect(meant.stdout).toMatch(new RegExp(`^guarded: read=1 .*removed=${ADVERTS - 1} `, "m"));
    expect(await active()).toBe(1);
    // Half is ordinary churn: applied.
    const half = await ingest(await file("half.xml", feed(Array.from({ length: ADVERTS / 2 }, (_, i) => property(i)))));
    expect(half.code).toBe(0);
    expect(await active()).toBe(ADVERTS / 2);
    const back = await ingest(await file("back.xml", feed(Array.from({ length: ADVERTS }, (_, i) => property(i)))));
    expect(back.code).toBe(0);
  });

  it("refuses a document that declares a DOCTYPE, however harmless its one advert looks", async () => {
    const dtd = `<!DOCTYPE root [<!ENTITY a "x"><!ENTITY b "&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;">]>`;
    const path_ = await file(
      "dtd.xml",
      feed(
        Array.from({ length: ADVERTS }, (_, i) => property(i)),
        dtd,
      ),
    );
    const refused = await ingest(path_);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toHaveLength(1);
    expect(refused.stderr[0]).toMatch(/^ingest: refused .*dtd\.xml: the document declares a DOCTYPE/);
    expect(await active()).toBe(ADVERTS);
  });

  it("rejects an empty advert as `empty`, and a feed of nothing else changes nothing", async () => {
    const empty = `<property><id>E1</id><price_freq>sale</price_freq><country>Andorra</country><url><ca>https://guarded.example/anunci/E1</ca></url></property>`;
    const refused = await ingest(await file("empty.xml", feed([empty])));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toHaveLength(1);
    expect(refused.stderr[0]).toMatch(/no usable advert \(read 1, rejected empty=1\)/);
    expect(await active()).toBe(ADVERTS);
    expect(await prisma.listing.count({ where: { externalId: "E1" } })).toBe(0);
  });
});

describe("advert normalisation", () => {
  const base = { externalId: "X1", operationText: "sale", country: "Andorra" };

  it("rejects an advert with no type, price, place or text as `empty`", () => {
    expect(normaliseAdvert({ ...base, url: "https://a.example/x1" })).toMatchObject({ ok: false, reason: "empty" });
    // Any one of them is something to show.
    expect(normaliseAdvert({ ...base, url: "https://a.example/x1", price: "250000" }).ok).toBe(true);
    expect(normaliseAdvert({ ...base, url: "https://a.example/x1", description: "Pis a Encamp" }).ok).toBe(true);
  });

  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "/anunci/1", "ftp://a.example/x1"])(
    "drops an advert link that is not http(s): %s",
    (url) => {
      expect(normaliseAdvert({ ...base, url, price: "250000" })).toMatchObject({ ok: false, reason: "bad_url" });
    },
  );
});
