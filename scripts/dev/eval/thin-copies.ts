// Copies of labelled pairs with one side's evidence taken away, for the fit's --thin option
// (fit-match-weights.ts). Real portals drop descriptions and syndicators show two photos,
// while the labelled sets' adverts nearly all carry their text and album: fitted on them
// alone, the weights learn what a pair is worth when everything is there, and a pair
// missing one side's content scores as if that absence were evidence against. A copy of a
// pair with one advert's description (and every fact read from it) or all but two of its
// photos removed is the same pair of homes, so its label carries over; fitted beside the
// originals, the weights also answer for pairs whose evidence is thin. Which pairs are
// copied and how is a hash of the two adverts, so a fit is repeatable.
import { rand } from "@/lib/ingest/demo-feeds/random";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";

export type Thinning = "no-text" | "few-photos";

/** `r` as its source would show it without a description, or with only two photos. */
export function thinned(r: MatchRecord, how: Thinning): MatchRecord {
  if (how === "no-text")
    return { ...r, sentences: [], shingles: new Uint32Array(0), language: null, text: null, stated: {} };
  const keep = 2;
  const camera = r.photoCamera.slice(0, keep);
  return {
    ...r,
    prints: r.prints.slice(0, 2 * keep),
    printWeights: r.printWeights.slice(0, keep),
    photoKeys: r.photoKeys.slice(0, keep),
    photoHashes: r.photoHashes.slice(0, keep),
    photoCamera: camera,
    cameraPhotos: camera.reduce((a, b) => a + b, 0),
  };
}

/**
 * The thin copy of pair (a, b) when the hash picks it (a `share` of pairs): which side and
 * which thinning are hashed too. Null when the pair is not copied.
 */
export function thinCopy(a: MatchRecord, b: MatchRecord, share: number): [MatchRecord, MatchRecord] | null {
  const key = `${a.stableKey}|${b.stableKey}`;
  if (rand(key) >= share) return null;
  const how: Thinning = rand(key, "how") < 0.5 ? "no-text" : "few-photos";
  return rand(key, "side") < 0.5 ? [thinned(a, how), b] : [a, thinned(b, how)];
}
