// The ingest entry point shared by the CLI, the demo seeder, the evaluation and the
// benchmark: one source, one or more feed parts forming one snapshot.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { applySnapshot, type ApplyOptions, type SourceInfo } from "./apply/apply-snapshot";
import type { IngestReport } from "./report";
import { connectorFor } from "./sources/registry";
import type { RawAdvert } from "./types";

async function* concat(format: string, inputs: string[]): AsyncIterable<RawAdvert> {
  const connector = connectorFor(format);
  for (const input of inputs) yield* connector.read(input);
}

export async function ingestFeeds(
  prisma: PrismaClient,
  source: Omit<SourceInfo, "format" | "feedUrl">,
  format: string,
  inputs: string[],
  opts: ApplyOptions = {},
): Promise<IngestReport> {
  const feedUrl = inputs.length === 1 && /^https?:\/\//.test(inputs[0]) ? inputs[0] : null;
  return applySnapshot(prisma, { ...source, format, feedUrl }, concat(format, inputs), opts);
}

export { applySnapshot } from "./apply/apply-snapshot";
export type { ApplyOptions, Progress, SourceInfo } from "./apply/apply-snapshot";
export { formatReport, type IngestReport } from "./report";
export { FeedError } from "./types";
export { CONNECTORS, connectorFor } from "./sources/registry";
