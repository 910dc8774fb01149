// The ingest entry points shared by the CLI, the demo seeder, the evaluation and the
// benchmark: one source's snapshot (one or more feed parts), or several sources' snapshots
// as one run whose new adverts are matched together.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { applySnapshots } from "./apply/apply-snapshot";
import type { ApplyOptions, SourceInfo } from "./apply/snapshot-input";
import type { IngestReport } from "./report";
import { isUrl } from "./sources/open-input";
import { connectorFor } from "./sources/registry";
import type { RawAdvert } from "./types";

/** One source's snapshot: its feed parts (files or http(s) URLs) in one format. */
export type FeedSpec = {
  source: Omit<SourceInfo, "format" | "feedUrl">;
  format: string;
  inputs: string[];
  /** The parts list every advert of the source (missing ones are removed). Default true. */
  full?: boolean;
  /** Apply a full snapshot with no usable advert even though it withdraws every active one. */
  allowEmpty?: boolean;
  /** Apply a full snapshot that withdraws more than half of the source's active adverts. */
  allowShrink?: boolean;
};

async function* concat(format: string, inputs: string[]): AsyncIterable<RawAdvert> {
  const connector = connectorFor(format);
  for (const input of inputs) yield* connector.read(input);
}

const feedUrlOf = (inputs: string[]) => (inputs.length === 1 && isUrl(inputs[0]) ? inputs[0] : null);

export async function ingestFeeds(
  prisma: PrismaClient,
  source: FeedSpec["source"],
  format: string,
  inputs: string[],
  { full, ...opts }: ApplyOptions & Pick<FeedSpec, "full"> = {},
): Promise<IngestReport> {
  const [report] = await ingestRun(prisma, [{ source, format, inputs, full }], opts);
  return report;
}

/** Several sources' snapshots as one run (see applySnapshots); one report per feed spec. */
export async function ingestRun(
  prisma: PrismaClient,
  feeds: FeedSpec[],
  opts: ApplyOptions = {},
): Promise<IngestReport[]> {
  return applySnapshots(
    prisma,
    feeds.map((f) => ({
      source: { ...f.source, format: f.format, feedUrl: feedUrlOf(f.inputs) },
      raw: concat(f.format, f.inputs),
      full: f.full,
      allowEmpty: f.allowEmpty,
      allowShrink: f.allowShrink,
    })),
    opts,
  );
}

export type { ApplyOptions, Progress } from "./apply/snapshot-input";
export { formatReport, type IngestReport } from "./report";
export { FeedError, SourceError } from "./types";
export { CONNECTORS } from "./sources/registry";
