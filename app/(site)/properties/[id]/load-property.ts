// The property page's data, shared by generateMetadata and the page within one request.
// The site always shows price history (the API gates it by plan, docs/api.md#property-detail).
import { permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getPropertyDetail, type PropertyDetailResult } from "@/lib/search/property-detail";

export const loadProperty = cache((id: string) => getPropertyDetail(id, { priceHistory: true }));

/** Where a merged property's page lives now: its survivor's page, or null if not merged. */
export function mergedPagePath(detail: PropertyDetailResult | null): string | null {
  const into = detail?.data.merged_into;
  return into ? `/properties/${into}` : null;
}

/**
 * A property merged into another is one home shown twice: its page sends readers and
 * crawlers to the survivor for good (308), so links and search engines follow.
 */
export function redirectIfMerged(detail: PropertyDetailResult | null): void {
  const path = mergedPagePath(detail);
  if (path) permanentRedirect(path);
}
