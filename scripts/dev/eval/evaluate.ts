// Consolidation quality on a labelled set (dedup/README.md layout): every feed file of a
// directory is ingested as one source, all of them in one run, into an empty database; then the
// advert → property assignment is scored against the labels (pairwise P/R/F1).
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { clean } from "@/lib/ingest/normalise";
import { readJsonFile } from "@/lib/ingest/read-json";
import { ingestRun, type ApplyOptions } from "@/lib/ingest/run-ingest";
import { connectorFor } from "@/lib/ingest/sources/registry";
import { advertEvidence } from "./advert-evidence";
import { errorClasses, type AdvertFacts, type ErrorReport } from "./error-classes";
import { pairwiseMetrics, type PairwiseMetrics } from "./pairwise";
import type { SnapshotChanges } from "./snapshot-changes";

export type LabelFile = {
  sources?: Array<{ id: string; name?: string; host?: string }>;
  labels: Record<string, string | number>;
  snapshot2_changes?: SnapshotChanges;
};

const FORMAT_BY_EXTENSION: Record<string, string> = { ".xml": "kyero", ".csv": "pisosad-csv" };

/** The labels file, or an error that names the file and what is wrong with it. */
export async function readLabels(labelsPath: string): Promise<LabelFile> {
  const json = await readJsonFile(labelsPath, "labels");
  const labels = (json as Partial<LabelFile> | null)?.labels;
  if (!labels || typeof labels !== "object" || Array.isArray(labels))
    throw new Error(`labels ${labelsPath} has no "labels" object (advert URL → home id)`);
  return json as LabelFile;
}

/** The connector a feed file is read with, by its extension (in any case: exporters write "FEED.XML"). */
export const formatOf = (file: string) => FORMAT_BY_EXTENSION[path.extname(file).toLowerCase()];

/** The feed files of a folder (.xml Kyero, .csv pisos.ad), in name order; an error names the folder. */
export async function feedFiles(feedsDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(feedsDir);
  } catch (err) {
    throw new Error(
      `cannot read feeds folder ${feedsDir}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
  const files = names.filter((f) => formatOf(f)).sort();
  if (!files.length) throw new Error(`no .xml or .csv feeds in ${feedsDir}`);
  return files;
}

export type DedupResult = PairwiseMetrics & {
  /** Labelled adverts of the feeds that ingestion did not keep (rejected): each counted alone, its true pairs missed. */
  unstored: string[];
  /** The wrong merges and missed pairs among stored adverts, by class, and the floor. */
  errors: ErrorReport;
};

export async function evaluateDedup(
  prisma: PrismaClient,
  labelFile: LabelFile,
  feedsDir: string,
  opts: ApplyOptions = {},
): Promise<DedupResult> {
  await ingestDirectory(prisma, labelFile, feedsDir, opts);
  const rows = await prisma.listing.findMany({
    select: {
      url: true,
      propertyId: true,
      operation: true,
      type: true,
      price: true,
      surfaceM2: true,
      rooms: true,
      bathrooms: true,
      agency: true,
      reference: true,
      lat: true,
      lng: true,
      town: true,
      parish: true,
      imageUrls: true,
      sourceId: true,
      title: true,
      description: true,
    },
  });
  const evidence = await advertEvidence(prisma, rows);
  const predicted = new Map(rows.map((r) => [r.url, r.propertyId]));
  const facts: AdvertFacts[] = rows.flatMap(({ url, propertyId, sourceId, title, description, ...r }, n) =>
    Object.hasOwn(labelFile.labels, url)
      ? [{ ...r, cluster: propertyId, label: String(labelFile.labels[url]), evidence: evidence[n] }]
      : [],
  );
  // An advert the normaliser rejects must not leave the figures (that would hide what a
  // reading failure costs): it stands alone, so its pairs count as missed.
  const unstored = (await labelledUrls(feedsDir, labelFile.labels)).filter((url) => !predicted.has(url));
  for (const url of unstored) predicted.set(url, `unstored:${url}`);
  return {
    ...pairwiseMetrics(predicted, new Map(Object.entries(labelFile.labels))),
    unstored,
    errors: errorClasses(facts),
  };
}

/** The URLs of the feeds' adverts that the labels name, read as the feeds are (rejected adverts too). */
async function labelledUrls(feedsDir: string, labels: LabelFile["labels"]): Promise<string[]> {
  const urls = new Set<string>();
  for (const file of await feedFiles(feedsDir)) {
    for await (const raw of connectorFor(formatOf(file)).read(path.join(feedsDir, file))) {
      const url = clean(raw.url); // as normalisation stores it
      if (url && Object.hasOwn(labels, url)) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * Every feed of the directory as the source named by the file, all in one run (as a
 * nightly run of every connector would: the result does not depend on the files' order).
 */
export async function ingestDirectory(
  prisma: PrismaClient,
  labelFile: LabelFile,
  feedsDir: string,
  opts: ApplyOptions = {},
): Promise<void> {
  const files = await feedFiles(feedsDir);
  await ingestRun(
    prisma,
    files.map((file) => {
      const id = path.basename(file, path.extname(file));
      const meta = labelFile.sources?.find((s) => s.id === id);
      return {
        // Labels that name no host: a reserved .invalid address (a source must have a homepage).
        source: { id, name: meta?.name ?? id, homepageUrl: `https://${meta?.host ?? `${id}.invalid`}` },
        format: formatOf(file),
        inputs: [path.join(feedsDir, file)],
      };
    }),
    opts,
  );
}
