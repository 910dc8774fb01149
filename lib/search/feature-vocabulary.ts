// The one feature vocabulary of the API: the labels `features` carries (the canonical
// English labels of lib/domain/feature-labels.ts) and the six filter ids of the site's
// search form are all accepted by the `features` filter, case- and accent-insensitively,
// as are the labels in the site's other languages where they name one feature only. A
// label filters on itself; an id on the labels it stands for. "Closed garage" implies
// "Parking" (the `parking` id has always matched both), so a result filtered by "Parking"
// carries "Parking" too.
import { FEATURE_LABELS } from "@/lib/domain/feature-labels";

/** The site's filter ids → the canonical labels each matches. */
export const FEATURE_FILTERS = {
  lift: ["Lift"],
  parking: ["Parking", "Closed garage"],
  terrace: ["Terrace"],
  garden: ["Garden"],
  pool: ["Pool"],
  furnished: ["Furnished"],
} as const satisfies Record<string, readonly string[]>;
export type FeatureFilter = keyof typeof FEATURE_FILTERS;
export const FEATURE_FILTER_IDS = Object.keys(FEATURE_FILTERS) as [FeatureFilter, ...FeatureFilter[]];

/** Every label the API returns in `features`, in the vocabulary's order. */
export const FEATURE_KEYS = Object.keys(FEATURE_LABELS) as [string, ...string[]];

/** The documented values of the filter (an enum in the OpenAPI document): the ids, then the labels. */
export const FEATURE_VALUES = [...FEATURE_FILTER_IDS, ...FEATURE_KEYS] as [string, ...string[]];

/** What a feature term is compared by: no accents, lower case, single spaces. */
function foldFeature(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Folded word → the term it stands for (an id, or a canonical label); ids first, then English labels. */
const TERMS: Map<string, string> = (() => {
  const terms = new Map<string, string>();
  for (const id of FEATURE_FILTER_IDS) terms.set(foldFeature(id), id);
  for (const key of FEATURE_KEYS) if (!terms.has(foldFeature(key))) terms.set(foldFeature(key), key);
  // Other languages' labels, unless the word is already taken or names two features.
  const others = new Map<string, Set<string>>();
  for (const [key, labels] of Object.entries(FEATURE_LABELS))
    for (const label of Object.values(labels)) {
      const folded = foldFeature(label);
      if (!terms.has(folded)) others.set(folded, (others.get(folded) ?? new Set()).add(key));
    }
  for (const [folded, keys] of others) if (keys.size === 1) terms.set(folded, [...keys][0]);
  return terms;
})();

/** The term a filter value stands for (an id or a canonical label), or undefined when unknown. */
export function featureTerm(value: string): string | undefined {
  return TERMS.get(foldFeature(value));
}

/** The canonical labels a term matches. */
export function featureKeys(term: string): readonly string[] {
  return term in FEATURE_FILTERS ? FEATURE_FILTERS[term as FeatureFilter] : [term];
}

/**
 * A property's stored features as the API gives them: the vocabulary's labels only (a word
 * a feed used that no entry knows is not a filterable value), with the labels implied.
 */
export function apiFeatures(stored: readonly string[]): string[] {
  const known = stored.filter((f) => f in FEATURE_LABELS);
  if (known.includes("Closed garage") && !known.includes("Parking")) known.push("Parking");
  return known;
}
