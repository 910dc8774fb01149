// Normalises place names so that the spellings feeds use compare equal: accents,
// case, typographic apostrophes, hyphens and leading articles ("les Escaldes",
// "Escaldes", "LES ESCALDES", "l'Aldosa", "La Massana") are ignored.

// Catalan, Spanish and French articles (and "the") that may precede a place name.
const ARTICLES = new Set(["el", "la", "les", "els", "l", "los", "las", "le", "lo", "the"]);

/** Lower-case, accent-free words of a string, with punctuation as separators. */
export function foldWords(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'`´]/g, " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const COLLATOR = new Intl.Collator("ca");

/** Orders place names as a reader looks them up: "la Cortinada" under C, "el Serrat" under S. */
export function comparePlaceNames(a: string, b: string): number {
  return COLLATOR.compare(placeKey(a), placeKey(b)) || COLLATOR.compare(a, b);
}

/** The comparison key of a place name: folded words without leading articles. */
export function placeKey(name: string): string {
  const words = foldWords(name);
  while (words.length > 1 && ARTICLES.has(words[0])) words.shift();
  return words.join(" ");
}

/**
 * The parts of a compound place text, split where feeds join a place to its parish,
 * postcode or country: "Erts (La Massana)", "La Massana - Anyós", "Andorra, Europe".
 */
export function placeParts(text: string): string[] {
  return text.split(/[,;()/|]| [-–] /);
}

/** Folded text with single spaces, for whole-word searches of place keys inside free text. */
export function foldText(text: string): string {
  return ` ${foldWords(text).join(" ")} `;
}
