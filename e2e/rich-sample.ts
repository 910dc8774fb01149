// A few dozen adverts of ../shared/data/dedup-rich (tests/fixtures/photos/rich-sample, 14
// homes on five portals) ingested through the real CLI with the photo stage, their photos
// drawn by ../shared/tools/photo-server.mjs (started here on a free port, then stopped), so
// the site's pages can be checked with the source's photo host gone.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { currentSlot } from "./slots";
import { databaseUrl, sql } from "./test-db";

const FIXTURE = path.resolve("tests/fixtures/photos");

/** ../shared as CI lays it beside the repository (or LLAR_SHARED_DIR; a worktree may sit deeper). */
function sharedDir(): string {
  // A clean clone elsewhere (git clone . /tmp/x) finds it beside the repository it came from.
  const origin = spawnSync("git", ["config", "--get", "remote.origin.url"], { encoding: "utf8" }).stdout.trim();
  const besideOrigin = origin.startsWith("/") ? path.join(origin, "../shared") : undefined;
  const candidates = [process.env.LLAR_SHARED_DIR, "../shared", "../../shared", besideOrigin].filter(
    (d): d is string => !!d,
  );
  const found = candidates.map((d) => path.resolve(d)).find((d) => existsSync(path.join(d, "tools/photo-server.mjs")));
  if (!found) throw new Error(`no ../shared/tools/photo-server.mjs (tried ${candidates.join(", ")})`);
  return found;
}

export type RunningPhotoServer = { port: number; stop: () => Promise<void> };

/** The shared photo server on a free port, serving the sample's photos. */
export async function startSharedPhotoServer(): Promise<RunningPhotoServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(sharedDir(), "tools/photo-server.mjs"), "--port", "0", path.join(FIXTURE, "rich-sample-photos.json")],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`photo-server exited (${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const m = /127\.0\.0\.1:(\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Ingests the sample (its photo URLs pointed at `port`) with `npm run ingest`'s script; returns its property ids. */
export async function ingestRichSample(port: number): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "llar-rich-"));
  const feeds = [];
  for (const file of (await readdir(path.join(FIXTURE, "rich-sample"))).sort()) {
    const xml = await readFile(path.join(FIXTURE, "rich-sample", file), "utf8");
    await writeFile(path.join(dir, file), xml.replaceAll("http://127.0.0.1:8790/", `http://127.0.0.1:${port}/`));
    const id = `rich-${path.basename(file, ".xml")}`;
    feeds.push({ source: id, name: id, homepage: `https://${id}.example`, format: "kyero", inputs: [file] });
  }
  await writeFile(path.join(dir, "feeds.json"), JSON.stringify({ feeds }));
  const run = spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/ingest.ts", "--manifest", path.join(dir, "feeds.json")],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(),
        PHOTO_FETCH_ALLOW_HOSTS: `127.0.0.1:${port}`,
        PHOTO_STORE_DIR: currentSlot().photoDir,
      },
      encoding: "utf8",
      timeout: 420_000,
    },
  );
  if (run.status !== 0) throw new Error(`ingest failed (${run.status}): ${run.stderr}\n${run.stdout}`);
  const rows = await sql<{ id: string }>(
    `SELECT DISTINCT p.id::text AS id FROM property p JOIN listing l ON l.property_id = p.id
     WHERE l.source_id LIKE 'rich-%' AND p.status = 'active' ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}
