// Reads and normalises a whole feed before anything is written, so that a feed that
// turns out to be malformed half-way changes nothing. Normalised adverts are compact
// (no XML text), so even a large feed fits comfortably in memory.
import { normaliseAdvert } from "./normalise";
import type { IngestReport } from "./report";
import type { NormalisedAdvert, RawAdvert } from "./types";

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
  const adverts: NormalisedAdvert[] = [];
  const at = new Map<string, { index: number; unknownType?: string }>();
  const count = (counts: Record<string, number>, key: string, by = 1) => (counts[key] = (counts[key] ?? 0) + by);
  for await (const item of raw) {
    report.read++;
    const result = normaliseAdvert(item);
    if (!result.ok) {
      count(report.rejected, result.reason);
    } else {
      const { advert, unknownType } = result;
      const earlier = at.get(advert.externalId);
      if (earlier) {
        count(report.rejected, "duplicate_id");
        if (earlier.unknownType) count(report.unknownTypes, earlier.unknownType, -1);
        adverts[earlier.index] = advert;
      } else adverts.push(advert);
      at.set(advert.externalId, { index: earlier?.index ?? adverts.length - 1, unknownType: unknownType ?? undefined });
      if (unknownType) count(report.unknownTypes, unknownType);
    }
    if (onProgress && report.read % 1000 === 0) onProgress(report.read);
  }
  onProgress?.(report.read);
  // Counts taken back to 0 by a replaced entry are not reported.
  for (const [type, n] of Object.entries(report.unknownTypes)) if (!n) delete report.unknownTypes[type];
  return adverts;
}
