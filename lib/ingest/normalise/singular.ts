// Feeds write type and feature words in the plural as often as not ("Oficinas", "Terrazas",
// "Balcons"); the vocabularies list singulars. A folded word that a vocabulary does not
// know, ending in "s", is read as the word without its "s" or "es" when the vocabulary
// knows that ("oficinas" → "oficina", "locales" → "local"), or as a Catalan feminine.

// Catalan feminine plurals end in "-es" where the singular ends in "-a", with the spelling
// kept before it: "cases" → "casa", "masies" → "masia", "finques" → "finca", "botigues" →
// "botiga", "adossades" → "adossada".
function catalanFeminine(word: string): string[] {
  if (!word.endsWith("es")) return [];
  const stem = word.slice(0, -2);
  return [`${stem}a`, `${stem.replace(/qu$/, "c").replace(/gu$/, "g")}a`];
}

/** A reader of plurals for the words of one vocabulary (folded, as foldWords gives them). */
export function singularIn(known: ReadonlySet<string>): (word: string) => string {
  return (word) => {
    if (known.has(word) || !word.endsWith("s")) return word;
    for (const cut of [1, 2]) if (known.has(word.slice(0, -cut))) return word.slice(0, -cut);
    for (const w of catalanFeminine(word)) if (known.has(w)) return w;
    return word;
  };
}
