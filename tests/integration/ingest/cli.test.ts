// `npm run ingest` as a user runs it: exit codes, the report line, and the one-line
// reason for a feed that cannot be read.
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import type { ScratchDatabase } from "@/lib/ingest/eval/scratch-database";
import { openScratch } from "./scratch";

const FEED = path.join(import.meta.dirname, "../../fixtures/ingest/dedup-small/feeds/a-finques.xml");
let db: ScratchDatabase;
let close: () => Promise<void>;
let dir: string;

// Asynchronous spawn: with the embedded database the server runs in this very process,
// so blocking the event loop (spawnSync) would starve it.
function ingest(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/ingest.ts", ...args], { cwd: process.cwd(), env: { ...process.env, DATABASE_URL: db.url } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.split("\n").filter((l) => l && !l.startsWith("npm warn")) }));
  });
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
  const source = ["--source", "finques", "--source-name", "Finques", "--homepage", "https://finques.example", "--format", "kyero"];

  it("applies a feed and prints the report line", async () => {
    const r = await ingest(...source, FEED);
    expect(r.stderr.join("\n") + r.stdout).not.toMatch(/^ingest:/m);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^finques: read=4 created=4 updated=0 unchanged=0 removed=0 \| rejected=0 \| properties: created=4 .*elapsed=\d/m);
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
    const feeds = path.join(import.meta.dirname, "../../fixtures/ingest/dedup-small/feeds");
    const manifest = path.join(dir, "run.json");
    await writeFile(manifest, JSON.stringify({ feeds: [
      { source: "pisos", name: "Pisos", homepage: "https://pisos.example", format: "kyero", inputs: [path.join(feeds, "b-pisos.xml")] },
      { source: "homes", name: "Homes", format: "kyero", inputs: [path.relative(dir, path.join(feeds, "c-homes.xml"))] },
    ] }));
    const r = await ingest("--manifest", manifest);
    expect(r.stderr.join("\n")).not.toMatch(/^ingest:/m);
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^pisos: read=4 created=4 updated=0 unchanged=0 removed=0 \| rejected=0 \| properties: created=\d+ /);
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
    await writeFile(manifest, JSON.stringify({ feeds: [
      { source: "fresh-one", format: "kyero", inputs: [FEED] },
      { source: "fresh-two", format: "kyero", inputs: [broken] },
    ] }));
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
  }, 120_000);
});
