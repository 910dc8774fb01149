// Feeds write type and feature words in the plural as often as not ("Oficinas", "Terrazas",
// "Balcons"); the vocabularies list singulars. A folded word that a vocabulary does not
// know, ending in "s", is read as the word without its "s" or "es" when the vocabulary
// knows that ("oficinas" → "oficina", "locales" → "local").

/** A reader of plurals for the words of one vocabulary (folded, as foldWords gives them). */
export function singularIn(known: ReadonlySet<string>): (word: string) => string {
  return (word) => {
    if (known.has(word) || !word.endsWith("s")) return word;
    for (const cut of [1, 2]) if (known.has(word.slice(0, -cut))) return word.slice(0, -cut);
    return word;
  };
}
