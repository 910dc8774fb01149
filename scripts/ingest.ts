// npm run ingest -- --source <id> --source-name "<name>" --homepage <url> --format <kyero|pisosad-csv> <file-or-url> [...]
// npm run ingest -- --manifest <feeds.json>
// Applies one source's snapshot, or several sources' as one run (lib/ingest/manifest.ts).
// Exit 0 on success; 2 on bad arguments or manifest; 1 with a one-line reason when a feed
// is unreadable or malformed (nothing is changed then).
import "@/lib/config/check";
import { parseArgs } from "node:util";
import cliProgress from "cli-progress";
import { createPrismaClient } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { resolveDatabase } from "@/lib/db/resolve-url";
import { ManifestError, readManifest, SOURCE_ID, SOURCE_ID_RULE } from "@/lib/ingest/manifest";
import { feedLocationProblem } from "@/lib/ingest/sources/feed-location";
import { closeAbandonedRuns } from "@/lib/ingest/abandoned-runs";
import { lockSources, SourceBusyError } from "@/lib/ingest/run-lock";
import {
  CONNECTORS,
  FeedError,
  formatReport,
  ingestRun,
  SourceError,
  type FeedSpec,
  type Progress,
} from "@/lib/ingest/run-ingest";

const USAGE = `usage: npm run ingest -- --source <id> --source-name "<name>" --homepage <url> --format <${CONNECTORS.map((c) => c.id).join("|")}> [--partial] [--allow-empty] [--allow-shrink] <file-or-url> [...]
       npm run ingest -- --manifest <feeds.json>   (several sources as one run; see README)
  --source-name, --homepage   required for a new source; left out, the stored ones are kept
  --partial                   the feed lists only some adverts: none is removed for being absent
  --allow-empty               apply a full snapshot even if none of its adverts is usable (withdraws them all)
  --allow-shrink              apply a full snapshot even if it withdraws more than half of the source's active adverts
  --no-photos                 skip the photo stage (fetch, hash and store new photo URLs; see README)`;

function fail(code: number, message: string): never {
  console.error(`ingest: ${message}`);
  process.exit(code);
}

function progressReporter(): { onProgress: (p: Progress) => void; stop: (ok?: boolean) => void } {
  if (process.stderr.isTTY) {
    // Reading has no known total (the feed is streamed): a counter; then bars for match and write.
    let bar: cliProgress.SingleBar | null = null;
    let phase = "";
    return {
      onProgress: (p) => {
        if (p.phase !== phase) {
          bar?.stop();
          phase = p.phase;
          const format = p.total === undefined ? "{phase} {value} adverts" : "{phase} [{bar}] {value}/{total}";
          bar = new cliProgress.SingleBar({ format, stream: process.stderr }, cliProgress.Presets.shades_classic);
          bar.start(p.total ?? 0, p.done, { phase: p.phase.padEnd(5) });
        }
        if (p.total !== undefined) bar!.setTotal(p.total);
        bar!.update(p.done, { phase: p.phase.padEnd(5) });
      },
      stop: () => bar?.stop(),
    };
  }
  // Plain lines: every 5,000, and each phase's last count (printed when the next phase
  // starts or the run ends), so a log shows how far every phase got.
  let printed = "";
  let pending = "";
  let phase = "";
  const print = (line: string) => {
    if (line && line !== printed) console.error(line);
    printed = line;
  };
  return {
    onProgress: (p) => {
      if (p.phase !== phase) print(pending);
      phase = p.phase;
      pending = `${p.phase}: ${p.done}${p.total !== undefined ? `/${p.total}` : ""}`;
      if (p.done === p.total || (p.done > 0 && p.done % 5000 === 0)) print(pending);
    },
    // On failure the reason is the one line to read: the pending count is dropped.
    stop: (ok = true) => {
      if (ok) print(pending);
    },
  };
}

type Values = {
  source?: string;
  "source-name"?: string;
  homepage?: string;
  format?: string;
  partial?: boolean;
  "allow-empty"?: boolean;
  "allow-shrink"?: boolean;
  manifest?: string;
};

/** The run's feeds: from the manifest, or the one source the arguments describe. */
async function feedsFrom(values: Values, positionals: string[]): Promise<FeedSpec[]> {
  if (values.manifest) {
    const extra = (["source", "source-name", "homepage", "format"] as const).find((k) => values[k] !== undefined);
    if (extra || values.partial || values["allow-empty"] || values["allow-shrink"] || positionals.length)
      fail(2, `--manifest takes no other arguments (the manifest lists sources, formats and files)\n${USAGE}`);
    try {
      return await readManifest(values.manifest);
    } catch (err) {
      if (err instanceof ManifestError) fail(2, err.message);
      throw err;
    }
  }
  if (!values.source || !values.format || !positionals.length) fail(2, `missing arguments\n${USAGE}`);
  if (!SOURCE_ID.test(values.source)) fail(2, `--source ${SOURCE_ID_RULE}`);
  if (!CONNECTORS.some((c) => c.id === values.format)) fail(2, `unknown --format "${values.format}"\n${USAGE}`);
  return [
    {
      source: { id: values.source, name: values["source-name"], homepageUrl: values.homepage },
      format: values.format,
      inputs: positionals,
      full: !values.partial,
      allowEmpty: values["allow-empty"],
      allowShrink: values["allow-shrink"],
    },
  ];
}

async function main() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        source: { type: "string" },
        "source-name": { type: "string" },
        homepage: { type: "string" },
        format: { type: "string" },
        partial: { type: "boolean", default: false },
        "allow-empty": { type: "boolean", default: false },
        "allow-shrink": { type: "boolean", default: false },
        manifest: { type: "string" },
        "no-photos": { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (err) {
    fail(2, `${(err as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  const feeds = await feedsFrom(parsed.values, parsed.positionals);
  // A part given twice would read as every advert repeated (all rejected duplicate_id):
  // checked here for the arguments and a manifest's (resolved) inputs alike.
  for (const { inputs } of feeds) {
    const twice = inputs.find((input, i) => inputs.indexOf(input) !== i);
    if (twice) fail(2, `${twice} is given twice (each part of the snapshot once)`);
    for (const input of inputs) {
      const problem = feedLocationProblem(input);
      if (problem) fail(2, problem);
    }
  }

  const db = await resolveDatabase();
  // The embedded database may be brand new (no `npm start` yet): bring its schema up to date.
  if (db.embedded) await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url, 4);
  const progress = progressReporter();
  let unlock = async () => {};
  // A signal stops the run after the batch being written (each batch is one transaction):
  // the run is recorded as interrupted and the next run completes the snapshot. A second
  // signal exits at once.
  const stop = new AbortController();
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      if (stop.signal.aborted) process.exit(sig === "SIGINT" ? 130 : 143);
      stop.abort(new FeedError(`interrupted by ${sig}: what was written stays, the next run completes the snapshot`));
    });
  }
  try {
    // Not on the embedded database: pglite-socket runs every connection on one session, where
    // an advisory lock excludes no one (it is a local, single-user database anyway).
    if (!db.embedded) {
      const ids = feeds.map((f) => f.source.id);
      unlock = await lockSources(db.url, ids);
      const closed = await closeAbandonedRuns(prisma, ids);
      if (closed)
        console.warn(
          `ingest: ${closed} earlier run(s) of ${ids.join(", ")} had stopped without finishing (recorded as failed); this run completes the snapshot`,
        );
    }
    const reports = await ingestRun(prisma, feeds, {
      onProgress: progress.onProgress,
      signal: stop.signal,
      ...(parsed.values["no-photos"] ? { photos: false as const } : {}),
    });
    progress.stop();
    for (const report of reports) console.log(formatReport(report));
  } catch (err) {
    progress.stop(false);
    if (err instanceof SourceError) fail(2, err.message);
    if (err instanceof FeedError || err instanceof SourceBusyError) fail(1, err.message);
    // Prisma puts the cause on the last line of a multi-line message ("Invalid `prisma.x()` invocation …").
    const lines = (err as Error).message
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    fail(1, (lines[0]?.startsWith("Invalid `prisma.") ? lines.at(-1) : lines[0]) ?? String(err));
  } finally {
    await unlock();
    await prisma.$disconnect();
    await db.stop();
  }
}

main();
