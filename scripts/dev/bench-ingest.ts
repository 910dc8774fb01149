// npm run bench:ingest [-- --adverts 100000 --one-run --again --write-docs]
// Generates Kyero feeds of 5 sources from the real pisos.ad adverts (multiplied into
// distinct synthetic homes; in a child process), ingests them one source after the other
// (--one-run: as one run, their new adverts matched together) into a fresh scratch
// database, and reports elapsed time and the ingesting process's peak memory (max RSS).
// --again: then applies the same feeds once more, as a nightly run that finds nothing new
// (it must change nothing; exit 1 if it does), and reports that run's time.
// --photos <photos.json>: the feeds' photo links point at the photo server running on
// --photo-server (default 127.0.0.1:8790; `node ../shared/tools/photo-server.mjs --port 8790
// <photos.json>`), sampled to --photo-urls distinct URLs (default 10000), and the run includes
// the photo stage: photos per second end to end and the stage's CPU per photo. Without it the
// photo stage is skipped (the figures measure reading, matching and writing).
// --photo-replay: the pool's photos are fetched from the photo server once (kept in
// .data/bench-photos) and served by a file server in a child process during the run, so the
// rate measured is the stage's own, not the server's drawing (scripts/dev/bench/photo-replay.ts).
import "@/lib/config/check";
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPrismaClient } from "@/lib/db/client";
import { createScratchDatabase } from "@/lib/db/scratch-database";
import { loadBaseHomes, multiplyHomes } from "@/lib/ingest/demo-feeds/homes";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import { DEMO_PORTALS, type Portal } from "@/lib/ingest/demo-feeds/portals";
import { publishOnPortal } from "@/lib/ingest/demo-feeds/publish";
import { ingestFeeds, ingestRun, type IngestReport } from "@/lib/ingest/run-ingest";
import { type BenchResult, writeBenchmarkSection } from "@/scripts/dev/bench/bench-docs";
import { photoBench, photoPool, pointFeedAtPool } from "@/scripts/dev/bench/photo-feeds";
import { keepPool, replayUrls, servePool, startReplayChild } from "@/scripts/dev/bench/photo-replay";
import { LocalPhotoStore } from "@/lib/photos/local-store";
import type { ApplyOptions } from "@/lib/ingest/run-ingest";

const PORTALS: Portal[] = [
  ...DEMO_PORTALS,
  {
    id: "valira-immo",
    name: "Valira Immo (bench)",
    host: "valira-immo.example",
    lang: "ca",
    carries: 0.6,
    photoStyle: "camera",
  },
];

/** Writes one feed per portal; the generated homes are garbage once this returns. */
async function generateFeeds(
  dir: string,
  target: number,
): Promise<Array<{ portal: Portal; file: string; count: number }>> {
  await mkdir(dir, { recursive: true }); // --generate-to may name a folder not made yet
  const base = await loadBaseHomes();
  const perHome = PORTALS.reduce((s, p) => s + p.carries, 0);
  const homes = multiplyHomes(base, Math.ceil(target / perHome / base.length));
  const files: Array<{ portal: Portal; file: string; count: number }> = [];
  for (const portal of PORTALS) {
    const budget = Math.round((target * portal.carries) / perHome);
    const adverts = (function* () {
      let n = 0;
      for (const h of homes) {
        if (n >= budget) return;
        const a = publishOnPortal(h, portal, 1, true);
        if (a) {
          n++;
          yield a;
        }
      }
    })();
    const file = path.join(dir, `${portal.id}.xml`);
    files.push({ portal, file, count: await writeKyeroFeed(file, adverts, portal.lang) });
  }
  return files;
}

/** Feed generation runs in a child process, so the peak memory measured is the ingestion's. */
function generateInChild(dir: string, target: number): Array<{ portal: Portal; file: string; count: number }> {
  const res = spawnSync(
    process.execPath,
    [...process.execArgv, process.argv[1], "--generate-to", dir, "--adverts", String(target)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (res.status !== 0) throw new Error(`feed generation failed (exit ${res.status})`);
  const counts = JSON.parse(res.stdout.trim().split("\n").at(-1)!) as Record<string, number>;
  return PORTALS.map((portal) => ({ portal, file: path.join(dir, `${portal.id}.xml`), count: counts[portal.id] }));
}

async function main() {
  const { values } = parseArgs({
    options: {
      adverts: { type: "string", default: "100000" },
      "write-docs": { type: "boolean", default: false },
      "one-run": { type: "boolean", default: false },
      again: { type: "boolean", default: false },
      "generate-to": { type: "string" },
      photos: { type: "string" },
      "photo-server": { type: "string", default: "127.0.0.1:8790" },
      "photo-urls": { type: "string", default: "10000" },
      "photo-replay": { type: "boolean", default: false },
      "serve-photos": { type: "string" },
      "replay-port": { type: "string", default: "8791" },
    },
  });
  const target = Number(values.adverts);
  if (!Number.isInteger(target) || target < 1) {
    console.error(`bench:ingest: --adverts must be a positive whole number, not "${values.adverts}"`);
    process.exit(2);
  }
  if (values["serve-photos"]) {
    await servePool(values["serve-photos"], Number(values["replay-port"]));
    console.log("listening");
    return; // the server keeps the process alive until the bench kills it
  }
  if (values["generate-to"]) {
    const files = await generateFeeds(values["generate-to"], target);
    console.log(JSON.stringify(Object.fromEntries(files.map((f) => [f.portal.id, f.count]))));
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), "llar-bench-"));
  const files = generateInChild(dir, target);
  const total = files.reduce((n, f) => n + f.count, 0);
  console.log(`generated ${total} adverts of ${PORTALS.length} sources in ${dir}`);
  let photos: ApplyOptions["photos"] = false;
  let replay: ChildProcess | null = null;
  if (values.photos) {
    let server = values["photo-server"]!;
    let pool = await photoPool(values.photos, server, Number(values["photo-urls"]));
    if (values["photo-replay"]) {
      const kept = path.resolve(".data", "bench-photos");
      const t = Date.now();
      const fetched = await keepPool(pool, kept);
      console.log(`photo replay: ${fetched} photos fetched from ${server} in ${((Date.now() - t) / 1000).toFixed(0)}s`);
      server = `127.0.0.1:${values["replay-port"]}`;
      replay = await startReplayChild(["--serve-photos", kept, "--replay-port", values["replay-port"]!]);
      pool = replayUrls(pool, server);
    }
    for (const f of files) await pointFeedAtPool(f.file, pool);
    photos = { allowHosts: new Set([server]), store: new LocalPhotoStore(path.join(dir, "photos")) };
    console.log(`photos: ${pool.length} photo URLs of ${values.photos} on ${server}${replay ? " (replayed)" : ""}`);
  }

  const db = await createScratchDatabase("llar_bench");
  const prisma = createPrismaClient(db.url, 4);
  const started = Date.now();
  const source = (portal: Portal) => ({ id: portal.id, name: portal.name, homepageUrl: `https://${portal.host}` });
  const ingestAll = async (): Promise<IngestReport[]> => {
    if (values["one-run"])
      return ingestRun(
        prisma,
        files.map(({ portal, file }) => ({ source: source(portal), format: "kyero", inputs: [file] })),
        { photos },
      );
    const out: IngestReport[] = [];
    for (const { portal, file } of files)
      out.push(await ingestFeeds(prisma, source(portal), "kyero", [file], { photos }));
    return out;
  };
  try {
    const reports = await ingestAll();
    for (const r of reports)
      console.log(
        `${r.source}: ${r.created} adverts, ${r.propertiesCreated} new properties, ${(r.elapsedMs / 1000).toFixed(1)}s`,
      );
    const elapsed = (Date.now() - started) / 1000;
    const peakMb = process.resourceUsage().maxRSS / 1024;
    const properties = await prisma.property.count();
    const result = {
      adverts: total,
      sources: PORTALS.length,
      properties,
      elapsedSeconds: elapsed,
      peakRssMb: peakMb,
      database: db.kind,
      machine: `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}`,
      date: new Date().toISOString().slice(0, 10),
      loadAverage: loadavg()[0],
      oneRun: values["one-run"],
      photos: photoBench(reports),
      replayed: replay !== null,
    };
    if (result.photos)
      console.log(
        `bench:ingest photos: ${result.photos.fetched} fetched (${result.photos.ok} ok) of ${result.photos.urls} URLs in ${result.photos.seconds.toFixed(1)}s: ${result.photos.perSecond.toFixed(1)} photos/s, ${result.photos.cpuMsPerPhoto.toFixed(1)} ms CPU per stored photo`,
      );
    console.log(
      `bench:ingest${values["one-run"] ? " (one run)" : ""} ${total} adverts → ${properties} properties in ${elapsed.toFixed(1)}s, peak RSS ${peakMb.toFixed(0)} MB (${db.kind})`,
    );
    let again: BenchResult["again"];
    if (values.again) {
      const t = Date.now();
      const nightly = await ingestAll();
      const changes = nightly.reduce(
        (n, r) => n + r.created + r.updated + r.removed + r.propertiesCreated + r.propertiesUpdated,
        0,
      );
      again = { seconds: (Date.now() - t) / 1000, unchanged: nightly.reduce((n, r) => n + r.unchanged, 0), changes };
      console.log(
        `bench:ingest again: ${again.unchanged} adverts unchanged, ${changes} changes in ${again.seconds.toFixed(1)}s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
      if (changes) process.exitCode = 1;
    }
    // Peak memory and load are the first load's (read above); the nightly run only adds its row.
    if (values["write-docs"]) await writeBenchmarkSection({ ...result, again }, reports);
  } finally {
    replay?.kill();
    await prisma.$disconnect();
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`bench:ingest: ${(err as Error).message}`);
  process.exit(1);
});
