// A flat advert as the matcher sees it, and helpers for pairs that differ from it in one
// way (tests/ingest: signals, text-facts, score, consolidator, look-alikes…).
import { toMatchRecord, type MatchInput } from "@/lib/ingest/match/record";

const flat: MatchInput = {
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
