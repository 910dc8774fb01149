// Reads and normalises a whole feed before anything is written, so that a feed that
// turns out to be malformed half-way changes nothing. Normalised adverts are compact
// (no XML text), so even a large feed fits comfortably in memory.
import { normaliseAdvert } from "./normalise";
import { FIRST_REJECTED, type IngestReport } from "./report";
import type { NormaliseResult, NormalisedAdvert, RawAdvert, RejectionReason } from "./types";

function noteRejected(report: IngestReport, externalId: string | null, reason: RejectionReason): void {
  const first = (report.firstRejected ??= []);
  if (first.length < FIRST_REJECTED) first.push({ externalId, reason });
}

/**
 * A feed that repeats an advert id: the later entry wins (as an upsert of each entry in
 * order would leave it; the source's own data then ties the id to the later entry, e.g.
 * its repricing in the next snapshot), and the earlier one is counted `duplicate_id`. A
 * later entry that is itself rejected leaves the earlier one in place.
 */
export async function readFeed(
  raw: AsyncIterable<RawAdvert>,
  report: IngestReport,
  onProgress?: (read: number) => void,
): Promise<NormalisedAdvert[]> {
  // By id; a Map keeps a replaced entry in the earlier one's place (insertion order).
  const kept = new Map<string, Extract<NormaliseResult, { ok: true }>>();
  for await (const item of raw) {
    report.read++;
    const result = normaliseAdvert(item);
    if (!result.ok) {
      report.rejected[result.reason] = (report.rejected[result.reason] ?? 0) + 1;
      noteRejected(report, result.externalId, result.reason);
    } else {
      if (kept.has(result.advert.externalId)) {
        report.rejected.duplicate_id = (report.rejected.duplicate_id ?? 0) + 1;
        noteRejected(report, result.advert.externalId, "duplicate_id");
      }
      kept.set(result.advert.externalId, result);
    }
    if (onProgress && report.read % 1000 === 0) onProgress(report.read);
  }
  onProgress?.(report.read);
  // What the adverts kept show (a replaced entry's is not counted): unknown type words,
  // fields cut to their limits (an advert counted once per field), placeholder prices.
  for (const { unknownType, truncated, placeholderPrice } of kept.values()) {
    if (unknownType) report.unknownTypes[unknownType] = (report.unknownTypes[unknownType] ?? 0) + 1;
    for (const f of new Set(truncated)) report.truncated[f] = (report.truncated[f] ?? 0) + 1;
    if (placeholderPrice) report.placeholderPrices++;
  }
  return Array.from(kept.values(), (k) => k.advert);
}
