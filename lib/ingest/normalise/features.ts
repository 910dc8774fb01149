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

// "Lift: yes", "Parking: 2", "Calefacció: gasoil": a feature and its value. A value that
// denies it ("Ascensor: No") leaves the text as written, never the feature.
const NO = /^(no|non|nao|0|false|sense|sin|sem|none)$/;

/** The labels a feature text names: one, or several listed in one text ("Ascensor, Terrassa"). */
function labelsOf(text: string): string[] | undefined {
  // "Terraza (20 m²)", "2 Parkings": a detail in brackets or a count does not change the feature.
  const label = labelOf(text) ?? labelOf(text.replace(/\s*\([^)]*\)/g, "").replace(/^\d+\s*(x\s+)?/i, ""));
  if (label) return [label];
  const pair = /^([^:]+):\s*(.+)$/.exec(text);
  if (pair && !NO.test(foldWords(pair[2]).join(" "))) {
    const named = labelOf(pair[1]);
    if (named) return [named];
  }
  // A list is split only when every part is a feature: "Calefacció, gas natural" is one.
  const parts = text.split(/\s*[,;|]\s*/).filter(Boolean);
  const labels = parts.length > 1 ? parts.map(labelOf) : [];
  return labels.length && labels.every(Boolean) ? (labels as string[]) : undefined;
}

/** Canonical labels, de-duplicated, in first-seen order; unknown features kept as written. */
export function normaliseFeatures(features: readonly string[] | undefined): string[] {
  const out = new Set<string>();
  for (const raw of features ?? []) {
    const text = raw.trim().replace(/\s+/g, " ");
    if (!text) continue;
    const labels = labelsOf(text) ?? [text.charAt(0).toUpperCase() + text.slice(1)];
    for (const label of labels) out.add(label);
  }
  return [...out];
}

/** Whether a stored feature is one of the vocabulary's (comparable across languages) or kept as a feed wrote it. */
export const isKnownFeature = (feature: string): boolean => Object.hasOwn(FEATURES, feature);
