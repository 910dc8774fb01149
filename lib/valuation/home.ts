// The facts a valuation reads: one consolidated home (a property, or a home described by
// its facts in GET /v1/valuation). The same shape feeds the fit (scripts/dev/valuation)
// and the API, so what is measured is what is served.
import { PARISH_IDS } from "@/lib/geo/parishes";
import { FEATURE_LABELS } from "@/lib/domain/feature-labels";

export type ValuationOp = "sale" | "rent";
export const VALUATION_OPS: readonly ValuationOp[] = ["sale", "rent"];

export type HomeFacts = {
  type: string;
  parish: string | null;
  town: string | null;
  lat: number | null;
  lng: number | null;
  surfaceM2: number;
  rooms: number | null;
  bathrooms: number | null;
  features: readonly string[];
};

/** A home with an asking price: a comparable, or a home the fit learns from. */
export type PricedHome = HomeFacts & { id: string; price: number };

/** Type groups that price alike per m² (few homes of some types: grouped so each is fitted on enough). */
export const TYPE_GROUPS: Record<string, string> = {
  flat: "flat",
  studio: "flat",
  loft: "flat",
  penthouse: "penthouse",
  duplex: "duplex",
  house: "house",
  chalet: "house",
  farmhouse: "house",
  townhouse: "townhouse",
};

export const VALUED_PARISHES: readonly string[] = PARISH_IDS;
export const VALUED_FEATURES: readonly string[] = Object.keys(FEATURE_LABELS);

/** Sizes outside this range are not valued: typos rather than homes. */
export const SURFACE_RANGE = { min: 10, max: 100_000 } as const;

export function isValuable(h: { type: string; surfaceM2: number | null }): boolean {
  return (
    h.type in TYPE_GROUPS && h.surfaceM2 != null && h.surfaceM2 >= SURFACE_RANGE.min && h.surfaceM2 <= SURFACE_RANGE.max
  );
}

/** A home valued beside another, and its price adjusted to the other's facts (./comparables.ts). */
export type Comparable<H extends PricedHome = PricedHome> = {
  home: H;
  distanceM: number | null;
  similarity: number;
  adjustedPrice: number;
};
