// Feature words in ca/es/fr/en mapped to one English label (feature-vocabulary.ts), so
// that the union of an advert's features across sources does not list "Ascensor",
// "Ascenseur" and "Lift", and the site can show each in the reader's language.
import { foldWords } from "@/lib/geo";
import { FEATURES } from "./feature-vocabulary";
import { singularIn } from "./singular";

const LABEL_BY_KEY = new Map<string, string>();
for (const [label, { words }] of Object.entries(FEATURES)) {
  for (const w of words) LABEL_BY_KEY.set(foldWords(w).join(" "), label);
}
/** A plural the vocabulary does not list read as its singular ("Terrazas", "Balcons"). */
const singular = singularIn(new Set([...LABEL_BY_KEY.keys()].flatMap((k) => k.split(" "))));

function labelOf(text: string): string | undefined {
  const words = foldWords(text);
  return LABEL_BY_KEY.get(words.join(" ")) ?? LABEL_BY_KEY.get(words.map(singular).join(" "));
}

/** Canonical labels, de-duplicated, in first-seen order; unknown features kept as written. */
export function normaliseFeatures(features: readonly string[] | undefined): string[] {
  const out = new Set<string>();
  for (const raw of features ?? []) {
    const text = raw.trim().replace(/\s+/g, " ");
    if (!text) continue;
    const label = labelOf(text);
    out.add(label ?? text.charAt(0).toUpperCase() + text.slice(1));
  }
  return [...out];
}

/** Whether a stored feature is one of the vocabulary's (comparable across languages) or kept as a feed wrote it. */
export const isKnownFeature = (feature: string): boolean => Object.hasOwn(FEATURES, feature);
