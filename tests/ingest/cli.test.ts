// `npm run ingest` as a user runs it: exit codes, the report line, and the one-line
// reason for a feed that cannot be read.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/db/scratch-database";
import { ABANDONED } from "@/lib/ingest/abandoned-runs";
import { lockSources } from "@/lib/ingest/run-lock";
import { openScratch } from "./scratch";
import { runScript, type ScriptResult } from "../support/run-script";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds/a-finques.xml");
let db: ScratchDatabase;
let close: () => Promise<void>;
let dir: string;

function ingest(...args: string[]): Promise<ScriptResult> {
  return runScript("scripts/ingest.ts", args, { ...process.env, DATABASE_URL: db.url });
}

beforeAll(async () => {
  ({ db, close } = await openScratch("llar_it_cli"));
  dir = await mkdtemp(path.join(tmpdir(), "llar-cli-"));
}, 60_000);
afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

describe("npm run ingest", () => {
  const source = [
    "--source",
    "finques",
    "--source-name",
    "Finques",
    "--homepage",
    "https://finques.example",
    "--format",
    "kyero",
  ];

  it("applies a feed and prints the report line", async () => {
    const r = await ingest(...source, FEED);
    expect(r.stderr.join("\n") + r.stdout).not.toMatch(/^ingest:/m);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^finques: read=4 created=4 updated=0 unchanged=0 removed=0 \| rejected=0 \| properties: created=4 .*elapsed=\d/m,
    );
  }, 120_000);

  it("exits non-zero with a one-line reason on a malformed feed", async () => {
    const broken = path.join(dir, "broken.xml");
    await writeFile(broken, "<root><property><id>1</id></root>");
    const r = await ingest(...source, broken);
    expect(r.code).toBe(1);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(/^ingest: malformed Kyero XML/);
    const missing = await ingest(...source, path.join(dir, "nope.xml"));
    expect(missing.code).toBe(1);
    expect(missing.stderr[0]).toMatch(/^ingest: cannot read/);
  }, 120_000);

  it("applies several sources as one run from a manifest, one report line each", async () => {
    const feeds = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds");
    const manifest = path.join(dir, "run.json");
    await writeFile(
      manifest,
      JSON.stringify({
        feeds: [
          {
            source: "pisos",
            name: "Pisos",
            homepage: "https://pisos.example",
            format: "kyero",
            inputs: [path.join(feeds, "b-pisos.xml")],
          },
          {
            source: "homes",
            name: "Homes",
            homepage: "https://homes.example",
            format: "kyero",
            inputs: [path.relative(dir, path.join(feeds, "c-homes.xml"))],
          },
        ],
      }),
    );
    const r = await ingest("--manifest", manifest);
    expect(r.stderr.join("\n")).not.toMatch(/^ingest:/m);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^pisos: read=4 created=4 updated=0 unchanged=0 removed=0 \| rejected=0 \| properties: created=\d+ /,
    );
    expect(lines[1]).toMatch(/^homes: read=4 created=4 updated=0 unchanged=0 removed=0 \| rejected=0 \| properties: /);
  }, 120_000);

  it("exits 2 with the problem named on a bad manifest, 1 when one of its feeds is malformed (nothing written)", async () => {
    const manifest = path.join(dir, "bad.json");
    await writeFile(manifest, JSON.stringify({ feeds: [{ source: "x", format: "yaml", inputs: ["a.xml"] }] }));
    const bad = await ingest("--manifest", manifest);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toEqual([`ingest: manifest ${manifest}: feeds.0.format must be one of kyero, pisosad-csv`]);
    expect((await ingest("--manifest", manifest, "--source", "x")).code).toBe(2);

    const broken = path.join(dir, "broken-in-run.xml");
    await writeFile(broken, "<root><property><id>1</id></root>");
    await writeFile(
      manifest,
      JSON.stringify({
        feeds: [
          { source: "fresh-one", name: "One", homepage: "https://one.example", format: "kyero", inputs: [FEED] },
          { source: "fresh-two", name: "Two", homepage: "https://two.example", format: "kyero", inputs: [broken] },
        ],
      }),
    );
    const r = await ingest("--manifest", manifest);
    expect(r.code).toBe(1);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(/^ingest: malformed Kyero XML/);
    const prisma = createPrismaClient(db.url, 1);
    try {
      expect(await prisma.source.count({ where: { id: { in: ["fresh-one", "fresh-two"] } } })).toBe(0);
    } finally {
      await prisma.$disconnect();
    }
  }, 120_000);

  it("exits 2 on bad arguments", async () => {
    expect((await ingest("--format", "kyero", FEED)).code).toBe(2);
    expect((await ingest(...source.slice(0, -1), "yaml", FEED)).code).toBe(2);
    const twice = await ingest(...source, FEED, FEED);
    expect(twice.code).toBe(2);
    expect(twice.stderr[0]).toBe(`ingest: ${FEED} is given twice (each part of the snapshot once)`);
    const manifest = path.join(dir, "twice.json");
    await writeFile(
      manifest,
      JSON.stringify({ feeds: [{ source: "finques", format: "kyero", inputs: [FEED, path.relative(dir, FEED)] }] }),
    );
    const twiceInManifest = await ingest("--manifest", manifest);
    expect(twiceInManifest.code).toBe(2);
    expect(twiceInManifest.stderr[0]).toBe(`ingest: ${FEED} is given twice (each part of the snapshot once)`);
    expect((await ingest("--source", "x".repeat(65), "--format", "kyero", FEED)).stderr[0]).toMatch(
      /^ingest: --source must be a slug of at most 64 characters/,
    );
    const help = await ingest("--help");
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: npm run ingest/);
  }, 120_000);

  it("keeps a source's stored name and homepage when they are left out, and wants them for a new one", async () => {
    const prisma = createPrismaClient(db.url, 1);
    try {
      const kept = await ingest("--source", "finques", "--format", "kyero", FEED);
      expect(kept.code).toBe(0);
      expect(
        await prisma.source.findUnique({ where: { id: "finques" }, select: { name: true, homepageUrl: true } }),
      ).toEqual({ name: "Finques", homepageUrl: "https://finques.example" });

      const unknown = await ingest("--source", "brand-new", "--format", "kyero", FEED);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toEqual([
        `ingest: source "brand-new" is new: give its name and homepage (--source-name, --homepage; "name", "homepage" in a manifest)`,
      ]);
      for (const homepage of ["not a url", "javascript:alert(1)"]) {
        const bad = await ingest("--source", "finques", "--homepage", homepage, "--format", "kyero", FEED);
        expect(bad.code).toBe(2);
        expect(bad.stderr[0]).toMatch(/^ingest: source "finques": homepage ".*" is not an (absolute|http\(s\)) URL/);
      }
      expect((await ingest("--source", "finques", "--source-name", " ", "--format", "kyero", FEED)).code).toBe(2);
      expect(await prisma.source.count({ where: { id: "brand-new" } })).toBe(0);
      expect((await prisma.source.findUnique({ where: { id: "finques" } }))?.homepageUrl).toBe(
        "https://finques.example",
      );
    } finally {
      await prisma.$disconnect();
    }
  }, 120_000);

  it("refuses a full snapshot with no usable advert for a source that has active ones, unless --allow-empty", async () => {
    const prisma = createPrismaClient(db.url, 1);
    const active = () => prisma.listing.count({ where: { sourceId: "finques", status: "active" } });
    try {
      expect(await active()).toBe(4);
      const runs = await prisma.ingestRun.count();
      const empty = path.join(dir, "empty.xml");
      await writeFile(empty, "<root><kyero><feed_version>3</feed_version></kyero></root>");
      const refused = await ingest(...source, empty);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toEqual([
        "ingest: finques: the feed has no usable advert (read 0) and would withdraw all 4 active adverts of the source; nothing changed (--allow-empty applies it anyway)",
      ]);
      // Every advert rejected (an element renamed by the exporter) is the same case.
      const renamed = path.join(dir, "renamed.xml");
      await writeFile(
        renamed,
        "<root><kyero><feed_version>3</feed_version></kyero><property><ident>F1</ident><price>1</price></property></root>",
      );
      expect((await ingest(...source, renamed)).stderr[0]).toMatch(
        /no usable advert \(read 1, rejected missing_id=1\)/,
      );
      expect(await active()).toBe(4);
      expect(await prisma.ingestRun.count()).toBe(runs);

      const applied = await ingest(...source, "--allow-empty", empty);
      expect(applied.code).toBe(0);
      expect(applied.stdout).toMatch(/^finques: read=0 created=0 updated=0 unchanged=0 removed=4 /);
      expect(await active()).toBe(0);
      expect((await ingest(...source, FEED)).code).toBe(0); // back, for the tests that follow
      expect(await active()).toBe(4);
    } finally {
      await prisma.$disconnect();
    }
  }, 180_000);

  it("prints each phase's last count when its output is not a terminal", async () => {
    const r = await ingest(...source, FEED);
    expect(r.code).toBe(0);
    expect(r.stderr).toEqual(expect.arrayContaining(["read: 4", "match: 4/4"]));

    // Several feeds: "read" counts every advert read, rejected ones too; "match" the accepted ones.
    const partly = path.join(dir, "partly-rejected.xml");
    await writeFile(
      partly,
      `<root><kyero><feed_version>3</feed_version></kyero>
      <property><id>R1</id><price_freq>sale</price_freq><type>Pis</type><town>Encamp</town><price>250000</price><url>https://r.example/R1</url></property>
      <property><id>R2</id><price_freq>sale</price_freq><type>Pis</type><town>Encamp</town><price>260000</price></property></root>`,
    );
    const manifest = path.join(dir, "progress.json");
    await writeFile(
      manifest,
      JSON.stringify({
        feeds: [
          { source: "partly", name: "Partly", homepage: "https://r.example", format: "kyero", inputs: [partly] },
          { source: "finques", format: "kyero", inputs: [FEED] },
        ],
      }),
    );
    const run = await ingest("--manifest", manifest);
    expect(run.code).toBe(0);
    expect(run.stderr).toEqual(expect.arrayContaining(["read: 6", "match: 5/5"]));
  }, 120_000);

  it.skipIf(process.env.LLAR_TEST_DATABASE_KIND === "embedded")(
    "refuses to run while another ingest of the same source holds its lock",
    async () => {
      const unlock = await lockSources(db.url, ["finques"]);
      try {
        const r = await ingest(...source, FEED);
        expect(r.code).toBe(1);
        expect(r.stderr).toEqual([
          `ingest: another ingest of source "finques" is running; nothing changed (run again when it has finished)`,
        ]);
        expect((await ingest("--source", "pisos", "--format", "kyero", FEED)).code).toBe(0); // another source is free
      } finally {
        await unlock();
      }
      expect((await ingest(...source, FEED)).code).toBe(0);
    },
    120_000,
  );

  it.skipIf(process.env.LLAR_TEST_DATABASE_KIND === "embedded")(
    "closes a run that was killed before recording its end, once it holds the source's lock",
    async () => {
      const prisma = createPrismaClient(db.url, 1);
      try {
        // What a SIGKILL leaves: a run row of the source with no end.
        const dead = await prisma.ingestRun.create({
          data: { sourceId: "finques", startedAt: new Date(Date.now() - 3_600_000) },
        });
        const other = await prisma.ingestRun.create({ data: { sourceId: "pisos", startedAt: new Date() } });
        const r = await ingest(...source, FEED);
        expect(r.code).toBe(0);
        expect(r.stderr).toContain(
          "ingest: 1 earlier run(s) of finques had stopped without finishing (recorded as failed); this run completes the snapshot",
        );
        const closed = await prisma.ingestRun.findUniqueOrThrow({ where: { id: dead.id } });
        expect(closed.finishedAt).not.toBeNull();
        expect(closed.report).toEqual({ failed: ABANDONED });
        // Another source's unfinished run may be going: it is not this run's to close.
        expect((await prisma.ingestRun.findUniqueOrThrow({ where: { id: other.id } })).finishedAt).toBeNull();
        await prisma.ingestRun.delete({ where: { id: other.id } });
        expect((await ingest(...source, FEED)).stderr.join("\n")).not.toMatch(/stopped without finishing/);
      } finally {
        await prisma.$disconnect();
      }
    },
    120_000,
  );
});
