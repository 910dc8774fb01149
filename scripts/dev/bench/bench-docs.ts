// Writes a measurement into the "Ingestion" section of docs/benchmarks.md: the block of its
// mode (all feeds as one run, or one source after the other) is replaced, not stacked, and
// its rows of the "Current figures" table are updated. Hand-written text of the section and
// other sections stay (docs/benchmarks.md#ingestion; older runs are in git).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { setSummaryRows, type SummaryRow } from "./summary-table";
import type { IngestReport } from "@/lib/ingest/report";
import type { PhotoBench } from "./photo-feeds";
import { writeMarkdown } from "./write-markdown";

export type BenchResult = {
  adverts: number;
  sources: number;
  properties: number;
  elapsedSeconds: number;
  peakRssMb: number;
  database: string;
  machine: string;
  date: string;
  /** 1-minute load average when the run ended: the machine may be shared. */
  loadAverage: number;
  /** The feeds applied one source after the other, or as one run (matched together). */
  oneRun: boolean;
  /** `--again`: the same feeds applied once more after the first load (a nightly run finding nothing new). */
  again?: { seconds: number; unchanged: number; changes: number };
  /** `--photos`: the photo stage's figures (photo links pointed at the local photo server). */
  photos?: PhotoBench;
  /** `--photo-replay`: the photos were served from kept copies, not drawn by the photo server. */
  replayed?: boolean;
};

/** ", with photos" (drawn by the photo server) or ", with photos replayed" (kept copies), or nothing. */
const withPhotos = (r: Pick<BenchResult, "photos" | "replayed">) =>
  r.photos ? (r.replayed ? ", with photos replayed" : ", with photos") : "";

const HEADING = "## Ingestion";
const BLOCK_END = "<!-- /bench:ingest block -->";

export async function writeBenchmarkSection(
  r: BenchResult,
  reports: IngestReport[],
  file = path.join(process.cwd(), "docs", "benchmarks.md"),
): Promise<void> {
  const perSource = reports
    .map(
      (x) =>
        `${x.source} ${x.created} / ${x.propertiesCreated} / ${x.propertiesUpdated} / ${(x.elapsedMs / 1000).toFixed(1)} s`,
    )
    .join("; ");
  const block = [
    blockHeading(r),
    "",
    `Measured ${r.date} with \`${commandOf(r)}\` on ${r.machine}; database: ${r.database === "postgres" ? "local PostgreSQL" : "embedded PGlite"};`,
    `load average ${r.loadAverage.toFixed(1)} at the end. ${r.adverts.toLocaleString("en")} adverts in ${r.sources} generated Kyero feeds (see [method](#machine-and-method)), ${r.oneRun ? "ingested as one run (`--manifest`)" : "one source after the other"} into an empty database.`,
    "",
    "| Figure | Result | Target |",
    "|---|---|---|",
    `| Total time (parse, normalise, match, write) | ${r.elapsedSeconds.toFixed(1)} s | < 180 s |`,
    `| Peak memory of the ingest process (max RSS; feed generation runs in a child) | ${r.peakRssMb.toFixed(0)} MB | < 1,536 MB |`,
    `| Properties after consolidation | ${r.properties.toLocaleString("en")} | |`,
    ...(r.photos
      ? [
          `| Photos: distinct URLs, fetched, stored | ${r.photos.urls.toLocaleString("en")}, ${r.photos.fetched.toLocaleString("en")}, ${r.photos.ok.toLocaleString("en")} | |`,
          `| Photos per second, end to end (fetch from ${r.replayed ? "a file server replaying the photo server's photos" : "the local photo server"}, decode, hash, resize, store) | ${r.photos.perSecond.toFixed(1)} | ≥ 100 |`,
          `| Photo stage CPU per stored photo (the ingest process: fetch, decode, hash, the card's WebP copy, store) | ${r.photos.cpuMsPerPhoto.toFixed(1)} ms | ≤ 10 ms |`,
        ]
      : []),
    ...(r.again
      ? [
          `| The same feeds again: time, adverts unchanged, changes | ${r.again.seconds.toFixed(1)} s, ${r.again.unchanged.toLocaleString("en")}, ${r.again.changes} | 0 changes |`,
        ]
      : []),
    "",
    `Per source (adverts / new properties / properties updated / time${r.oneRun ? " since the run began" : ""}): ${perSource}.`,
    BLOCK_END,
  ].join("\n");
  const current = existsSync(file) ? await readFile(file, "utf8") : "# Benchmarks\n";
  const next = setSummaryRows(replaceBlock(current, blockHeading(r), block), summaryRows(r));
  await writeMarkdown(file, next); // Prettier also folds the blank lines a replaced block leaves
}

const blockHeading = (r: Pick<BenchResult, "oneRun" | "photos" | "replayed">) =>
  `### ${r.oneRun ? "All feeds as one run" : "One source after the other"}${withPhotos(r)} (written by \`--write-docs\`)`;

const commandOf = (r: BenchResult) =>
  `npm run bench:ingest -- ${r.oneRun ? "--one-run " : ""}${r.again ? "--again " : ""}${r.photos ? `--adverts ${r.adverts} --photos <photos.json> ${r.replayed ? "--photo-replay " : ""}` : ""}--write-docs`;

/**
 * The section with the block under `heading` replaced (from its heading to its end marker),
 * or the block added first under the section's heading; text around the blocks stays.
 */
function replaceBlock(doc: string, heading: string, block: string): string {
  const at = doc.search(new RegExp(`^${HEADING}\\s*$`, "m"));
  if (at === -1) return `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n`;
  const sectionEnd = find(doc, at + HEADING.length, /^## |^<!-- bench:/m);
  const old = doc.indexOf(`\n${heading}\n`, at);
  if (old !== -1 && old < sectionEnd) {
    const marker = doc.indexOf(BLOCK_END, old);
    const end =
      marker !== -1 && marker < sectionEnd
        ? marker + BLOCK_END.length
        : find(doc, old + heading.length + 1, /^##+ |^<!-- bench:/m);
    return `${doc.slice(0, old + 1)}${block}${doc.slice(end)}`;
  }
  const body = at + doc.slice(at).indexOf("\n") + 1;
  return `${doc.slice(0, body)}\n${block}\n${doc.slice(body)}`;
}

function find(doc: string, from: number, pattern: RegExp): number {
  const found = doc.slice(from).search(pattern);
  return found === -1 ? doc.length : from + found;
}

function summaryRows(r: BenchResult): SummaryRow[] {
  const mode = `${r.oneRun ? "all feeds as one run" : "one source after the other"}${withPhotos(r)}`;
  const command = commandOf(r);
  const row = (figure: string, result: string, target: string): SummaryRow => ({
    area: "Ingestion",
    figure,
    result,
    target,
    measured: r.date,
    command,
  });
  const size = `${Math.round(r.adverts / 1000)}k adverts`;
  return [
    row(`First load, ${size}, ${mode}: time`, `${r.elapsedSeconds.toFixed(1)} s`, "< 180 s"),
    row(`First load, ${size}, ${mode}: peak RSS`, `${r.peakRssMb.toFixed(0)} MB`, "< 1,536 MB"),
    ...(r.photos
      ? [
          row(`Photos per second end to end, ${mode}`, r.photos.perSecond.toFixed(1), "≥ 100"),
          row(`Photo stage CPU per stored photo, ${mode}`, `${r.photos.cpuMsPerPhoto.toFixed(1)} ms`, "≤ 10 ms"),
        ]
      : []),
    ...(r.again
      ? [
          row(
            `The same feeds again, ${mode}: time, changes`,
            `${r.again.seconds.toFixed(1)} s, ${r.again.changes}`,
            "0 changes",
          ),
        ]
      : []),
  ];
}
