// The counts a run reports (stored in ingest_run.report and printed by the CLI).
import { formatPhotoReport, type PhotoStageReport } from "@/lib/photos/stage-report";
import type { TruncatedField } from "@/lib/domain/limits";
import type { RejectionReason } from "./types";

export type IngestReport = {
  source: string;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: Partial<Record<RejectionReason, number>>;
  /** The first FIRST_REJECTED rejected adverts with their reasons (what an operator looks at first). */
  firstRejected?: Array<{ externalId: string | null; reason: RejectionReason }>;
  /** Type words no vocabulary entry knew: stored as `other`, listed so someone can add them. */
  unknownTypes: Record<string, number>;
  /** Adverts kept with a field cut to its limit (lib/domain/limits.ts), by field. */
  truncated: Partial<Record<TruncatedField, number>>;
  /** Adverts kept "on request" because their stated price is a placeholder (1 €, 999.999.999 €). */
  placeholderPrices: number;
  propertiesCreated: number;
  /** Properties rewritten, delisted and relisted ones included. */
  propertiesUpdated: number;
  propertiesDelisted: number;
  propertiesRelisted: number;
  propertiesMerged: number;
  /** The photo stage's figures for the URLs this source's adverts brought (absent when skipped). */
  photos?: PhotoStageReport;
  elapsedMs: number;
};

export const FIRST_REJECTED = 20;

export function emptyReport(source: string): IngestReport {
  return {
    source,
    read: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
    rejected: {},
    unknownTypes: {},
    truncated: {},
    placeholderPrices: 0,
    propertiesCreated: 0,
    propertiesUpdated: 0,
    propertiesDelisted: 0,
    propertiesRelisted: 0,
    propertiesMerged: 0,
    elapsedMs: 0,
  };
}

export function formatReport(r: IngestReport): string {
  const rejected = Object.entries(r.rejected)
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
  const total = Object.values(r.rejected).reduce((a, b) => a + (b ?? 0), 0);
  const unknown = Object.keys(r.unknownTypes).length
    ? ` unknown_types=${Object.values(r.unknownTypes).reduce((a, b) => a + b, 0)}`
    : "";
  const cut = Object.entries(r.truncated ?? {})
    .map(([k, v]) => `${k}=${v}`)
    .join(",");
  return [
    `${r.source}: read=${r.read} created=${r.created} updated=${r.updated} unchanged=${r.unchanged} removed=${r.removed}`,
    `rejected=${total}${rejected ? ` (${rejected})` : ""}${unknown}${cut ? ` truncated=(${cut})` : ""}${
      r.placeholderPrices ? ` placeholder_prices=${r.placeholderPrices}` : ""
    }`,
    // Delisting or relisting a property is one of its updates: counted in both, said so.
    `properties: created=${r.propertiesCreated} updated=${r.propertiesUpdated} (delisted=${r.propertiesDelisted} relisted=${r.propertiesRelisted} among them) merged=${r.propertiesMerged}`,
    ...(r.photos ? [formatPhotoReport(r.photos)] : []),
    `elapsed=${(r.elapsedMs / 1000).toFixed(1)}s`,
  ].join(" | ");
}
