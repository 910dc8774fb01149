// What a feature weighs when the fit never saw it. The labelled sets' texts name no street,
// lift, separate WC, parking space number, room or bathroom count that differs between two
// adverts, so those contradictions have no fitted weight; read as 0 they would say that
// "with lift" against "without lift", or two streets, is no evidence at all, which is how a
// crawl's wrong merges of flats and parking spaces came about (issue 43). Until labelled
// pairs show them (the review queue's answers refit the weights: fit-match-weights.ts
// --reviews), such a contradiction weighs as the typical contradiction the fit did see: the
// median of the fitted "…:other" levels of the text's facts (stated and read alike). Any
// other unfitted feature (an agreement, "features:unread") says nothing: 0.
import { MATCH_WEIGHTS } from "./match-weights";

/** A fact the text states, stated differently on the two sides ("stated:lift:other", "fact:street:other"). */
const CONTRADICTION = /^(?:stated|fact):\w+:other$/;

function median(xs: number[]): number {
  const s = xs.toSorted((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const fitted = Object.entries(MATCH_WEIGHTS).filter(([key]) => CONTRADICTION.test(key));

/** The weight of a contradiction the fit never saw (0 if it saw none at all). */
export const UNFITTED_CONTRADICTION = fitted.length ? median(fitted.map(([, w]) => w)) : 0;

/** The fitted weight of a feature key, or what it weighs unfitted. */
export function weightOf(key: string): number {
  return MATCH_WEIGHTS[key] ?? (CONTRADICTION.test(key) ? UNFITTED_CONTRADICTION : 0);
}
