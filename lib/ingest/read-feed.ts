// Reads and normalises a whole feed before anything is written, so that a feed that
// turns out to be malformed half-way changes nothing. Normalised adverts are compact
// (no XML text), so even a large feed fits comfortably in memory.
import { normaliseAdvert } from "./normalise";
import type { IngestReport } from "./report";
import type { NormalisedAdvert, RawAdvert } from "./types";

export async function readFeed(
  raw: AsyncIterable<RawAdvert>,
  report: IngestReport,
  onProgress?: (read: number) => void,
): Promise<NormalisedAdvert[]> {
  const adverts: NormalisedAdvert[] = [];
  const ids = new Set<string>();
  for await (const item of raw) {
    report.read++;
    const result = normaliseAdvert(item);
    if (!result.ok) {
      report.rejected[result.reason] = (report.rejected[result.reason] ?? 0) + 1;
    } else if (ids.has(result.advert.externalId)) {
      report.rejected.duplicate_id = (report.rejected.duplicate_id ?? 0) + 1;
    } else {
      ids.add(result.advert.externalId);
      adverts.push(result.advert);
      if (result.unknownType) report.unknownTypes[result.unknownType] = (report.unknownTypes[result.unknownType] ?? 0) + 1;
    }
    if (onProgress && report.read % 1000 === 0) onProgress(report.read);
  }
  onProgress?.(report.read);
  return adverts;
}
