// A comparable must be another home. Records the matcher kept apart can still be one home
// (its near misses): a property sharing a photo fingerprint with the valued one, or with
// near-identical facts at the same place and price, is left out rather than let a home
// confirm its own asking price.
import { distanceMetres } from "@/lib/geo/parish-at";
import { TYPE_GROUPS, type PricedHome } from "./home";

/** What the twin test reads: a home's facts, price and photo fingerprints. */
type Printed = PricedHome & { prints: readonly string[] };

const SAME_PLACE_M = 150;
const SURFACE_TOLERANCE = 0.03;
const PRICE_TOLERANCE = 0.03;

function samePlace(a: Printed, b: Printed): boolean {
  if (a.lat != null && a.lng != null && b.lat != null && b.lng != null)
    return distanceMetres({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng }) <= SAME_PLACE_M;
  return a.parish === b.parish && a.town === b.town;
}

function nearIdentical(a: Printed, b: Printed): boolean {
  return (
    TYPE_GROUPS[a.type] === TYPE_GROUPS[b.type] &&
    a.rooms === b.rooms &&
    Math.abs(Math.log(a.surfaceM2 / b.surfaceM2)) <= SURFACE_TOLERANCE &&
    Math.abs(Math.log(a.price / b.price)) <= PRICE_TOLERANCE &&
    samePlace(a, b)
  );
}

/** The test that leaves out the valued home itself and every record probably the same home. */
export function probablySameAs<H extends Printed>(target: Printed): (home: H) => boolean {
  const prints = new Set(target.prints);
  return (home) => home.id === target.id || home.prints.some((p) => prints.has(p)) || nearIdentical(target, home);
}
