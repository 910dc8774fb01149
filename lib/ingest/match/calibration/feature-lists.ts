// Sources that publish no feature lists. Where a source lists features, it lists them for
// a home on every portal or on none (the agency's own data), so a list on one side and
// none on the other points to another home (pair-features.ts, "features:one_side"). A
// portal that keeps feature lists out of its feed altogether says nothing by their absence;
// read as one-sided, every pair of its adverts with a listing source would count against
// (stress variant no-features).
// So an empty list of a source that lists features on (almost) none of its adverts is not
// compared, as a list in unknown words is not. Measured over every advert the matcher
// holds and the run's new ones each time a snapshot begins (as place-points.ts is), so a
// first load and a nightly run of a few adverts see the same thing.
import type { MatchRecord } from "../record/match-record";
import { FEATURE_LISTS_LISTING_SHARE, FEATURE_LISTS_MIN_ADVERTS } from "../settings";

/** Marks the empty feature lists of sources that publish none. Returns those sources. */
export function markUnlistedFeatures(records: MatchRecord[]): Set<string> {
  const counts = new Map<string, { adverts: number; listed: number }>();
  for (const r of records) {
    let c = counts.get(r.sourceId);
    if (!c) counts.set(r.sourceId, (c = { adverts: 0, listed: 0 }));
    c.adverts++;
    if (r.features.length > 0 || r.featuresUnread) c.listed++;
  }
  const unlisted = new Set<string>();
  for (const [source, c] of counts)
    if (c.adverts >= FEATURE_LISTS_MIN_ADVERTS && c.listed < FEATURE_LISTS_LISTING_SHARE * c.adverts)
      unlisted.add(source);
  for (const r of records)
    r.featuresUnlisted = unlisted.has(r.sourceId) && r.features.length === 0 && !r.featuresUnread;
  return unlisted;
}
