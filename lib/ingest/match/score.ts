// How strongly two adverts look like the same dwelling: first the cannot-link rules
// (constraints.ts), then the sum of the signals' weights (signals.ts), each approximating
// a log-likelihood ratio, so the score reads as log-odds evidence for "one home". A
// missing value adds nothing, so sparse adverts need several agreeing signals.
import { cannotLink, identity } from "./constraints";
import type { MatchRecord } from "./record";
import {
  MAX_DESCRIPTION, MAX_FEATURES, MAX_LOCATION, countSignal, featureSignal, jaccard, locationSignal, photoSignal, priceSignal,
  sharedPhotos, surfaceSignal, textSignals,
} from "./signals";

export type Signals = Record<string, number>;
export type PairScore = { score: number; signals: Signals; veto: string | null };

/** Adverts scoring at least this much against a property's advert join that property... */
export const MATCH_THRESHOLD = 7;
/** The same for adverts of land, parking and premises (see Consolidator.thresholdFor). */
export const SPARSE_MATCH_THRESHOLD = 5.5;
/**
 * Weaker evidence (this much, or more, but under the thresholds above) is enough when no
 * look-alike competes for the match (see rivals.ts)...
 */
export const UNCONTESTED_THRESHOLD = 6;
export const SPARSE_UNCONTESTED_THRESHOLD = 4.5;
/** ...a look-alike being another candidate scoring within this much of the match. */
export const RIVAL_MARGIN = 1;
/** ...provided they score at least this much against every other advert of that property. */
export const MEMBER_FLOOR = 3;

export function scorePair(a: MatchRecord, b: MatchRecord): PairScore {
  const s: Signals = {};
  const id = identity(a, b);
  const veto = cannotLink(a, b, id);
  if (veto) return { score: -Infinity, signals: s, veto };
  if (id.sameReference) s.reference = 8;
  // Another reference with an agency unknown on one side: most often that agency's other
  // unit (two agencies listing one home is the rarer case; both named, agency says it).
  else if (id.otherReference && !id.bothAgencies) s.reference = -4;
  // One portal, two agencies: allowed (DESIGN.md 4) but rare; the agency penalty adds.
  if (a.sourceId === b.sourceId && a.active && b.active && !id.sameReference) s.same_source = -1;
  // Two agencies for one home happen (non-exclusive mandates) but far less often than
  // two homes of two agencies that look alike: strong evidence against, not a veto.
  if (id.bothAgencies) s.agency = id.sameAgency ? 2 : -3.5;
  if (a.type === b.type) s.type = 0.2;
  else s.type = a.family === b.family ? -1 : a.family === "other" || b.family === "other" ? -1.5 : -4;
  if (a.price !== null && b.price !== null) s.price = priceSignal(a.price, b.price);
  if (a.surface !== null && b.surface !== null) s.surface = surfaceSignal(a.surface, b.surface);
  // Bathrooms are rarely misstated (one more is another unit); rooms often are (a study,
  // a mezzanine counted or not).
  if (a.rooms !== null && b.rooms !== null) s.rooms = countSignal(Math.abs(a.rooms - b.rooms), 0.8, -1.5, -4);
  if (a.bathrooms !== null && b.bathrooms !== null) s.bathrooms = countSignal(Math.abs(a.bathrooms - b.bathrooms), 0.6, -3.5, -4);
  const photos = sharedPhotos(a.photoKeys, b.photoKeys);
  if (photos.shared) s.photos = photoSignal(photos.shared, photos.distinctive);
  // Camera file names (IMG_1234, DSC01234) survive republishing; CDN hashes do not. Two
  // albums of original names with none in common are two homes (or two shoots) nearly
  // always: on the development set 6 same-home pairs against 4,802 others.
  else if (a.cameraPhotos >= 2 && b.cameraPhotos >= 2) s.photos = -4.5;
  // What the texts state (a floor, a door, a building): mostly nothing, so cheap to add here.
  Object.assign(s, textSignals(a.text, b.text));
  // Most candidates are plainly another home: stop once even the best location, feature
  // and wording agreement could not lift the score to the member floor. Decisions are
  // unchanged (every decision compares with the floor or the higher threshold); such a
  // pair's reported score is then a partial sum.
  let partial = 0;
  for (const v of Object.values(s)) partial += v;
  if (partial + MAX_LOCATION + MAX_FEATURES + MAX_DESCRIPTION < MEMBER_FLOOR) {
    return { score: Math.round(partial * 100) / 100, signals: s, veto: null };
  }
  const loc = locationSignal(a, b);
  if (loc) s.location = loc;
  const features = featureSignal(a.features, b.features);
  if (features) s.features = features;
  const desc = jaccard(a.descWords, b.descWords);
  if (desc >= 0.8) s.description = MAX_DESCRIPTION;
  else if (desc >= 0.5) s.description = 0.8;
  let score = 0;
  for (const v of Object.values(s)) score += v;
  return { score: Math.round(score * 100) / 100, signals: s, veto: null };
}
