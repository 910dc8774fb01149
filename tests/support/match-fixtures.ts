// A flat advert as the matcher sees it, and helpers for pairs that differ from it in one
// way (tests/ingest: signals, text-facts, score, consolidator, look-alikes…).
import { Calibration } from "@/lib/ingest/match/calibration/calibration";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import type { MatchInput, MatchRecord } from "@/lib/ingest/match/record/match-record";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";

export const flat: MatchInput = {
  listingId: "a",
  propertyId: "p1",
  sourceId: "s1",
  agency: "Finques Alfa",
  reference: null,
  operation: "sale",
  type: "flat",
  price: 350000,
  surfaceM2: 85,
  rooms: 3,
  bathrooms: 2,
  lat: 42.5129,
  lng: 1.539,
  locationPrecision: "exact",
  parish: "escaldes_engordany",
  town: "les Escaldes",
  imageUrls: [],
  description: null,
  features: ["Lift"],
};
/** The flat with some fields changed (same advert id and source). */
export const rec = (over: Partial<MatchInput>) => toMatchRecord({ ...flat, ...over });
/** Another source's advert: the flat with some fields changed. */
export const other = (over: Partial<MatchInput>) => rec({ listingId: "b", sourceId: "s2", ...over });

/** Home numbers `from`, `from + 1`, … (`n` of them). */
export const homeNumbers = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
/**
 * One source's adverts of homes `homes`, each with the agency's reference R<1000 + home>, so
 * that two sources' adverts of one home are a sure pair (calibration.ts), and `fields(home)`.
 */
export const referencedAdverts = (sourceId: string, homes: number[], fields: (home: number) => Partial<MatchInput>) =>
  homes.map((h) => rec({ listingId: `${sourceId}-${h}`, sourceId, reference: `R${1000 + h}`, ...fields(h) }));

/** The feature a pair shows for one comparison ("price", "surface"…), as pair-features.ts names it. */
export const featureOf = (comparison: string) => (a: MatchRecord, b: MatchRecord) =>
  pairFeatures(a, b).find((k) => k.startsWith(`${comparison}:`));

/** Measures `records` and hands each its source's live maps, as the consolidator does. */
export function measuredCalibration(records: MatchRecord[]): Calibration {
  const calibration = new Calibration();
  calibration.measure(records);
  for (const r of records) calibration.attach(r);
  return calibration;
}
