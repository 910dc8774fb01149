// Points that stand for a place, not a home. A feed that knows only the town writes the
// town's point, and the normaliser recognises the reference centroids (OSM, GeoNames,
// lib/ingest/normalise/location.ts); a portal whose geocoder has town points of its own
// is not recognised there, and its town-only adverts read as exact points: every pair of
// them "0 m apart", every true pair with the home's real point "300 m apart" (stress
// variant moved-centres).
// A source rarely publishes one home twice, so an exact point that one source gives to
// PLACE_POINT_ADVERTS or more of its adverts is a place: every advert at it is compared as
// a town-level one (by town and distance bands, pair-features.ts). Street-level points are
// rounded, so neighbours share them by construction; their radius already says so. Counted
// over every advert the matcher holds and the run's new ones each time a snapshot begins,
// as look-alikes are, so a first load and a nightly run count alike.
import type { MatchRecord } from "../record/match-record";
import { PLACE_POINT_ADVERTS } from "../settings";

const pointKey = (r: MatchRecord) => `${r.sourceId}|${r.lat}|${r.lng}`;

/** Marks the adverts at a place point as not precise. Returns how many it marked. */
export function demotePlacePoints(records: MatchRecord[]): number {
  const counts = new Map<string, number>();
  for (const r of records) {
    if (!r.precise || r.pointRadius > 0 || r.lat === null || r.lng === null) continue;
    const key = pointKey(r);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const places = new Set<string>();
  for (const [key, n] of counts) if (n >= PLACE_POINT_ADVERTS) places.add(key.slice(key.indexOf("|") + 1));
  let marked = 0;
  for (const r of records) {
    if (!r.precise || r.lat === null || !places.has(`${r.lat}|${r.lng}`)) continue;
    r.precise = false;
    r.pointRadius = 0;
    marked++;
  }
  return marked;
}
