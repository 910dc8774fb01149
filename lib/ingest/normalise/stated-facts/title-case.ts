// Capitals mark names ("Carrer Major 14", "Edifici Roureda") only in text written with
// ordinary capitals. A headline in Title Case ("Piso En Calle Tranquila Con Vistas")
// capitalises every word, so there, as in all-caps text, capitals cannot tell a name from
// a description, and reading them as one gives an advert a street or building it never
// named. Both readers of names (read-street.ts, the matcher's text facts) see such a
// segment lower-cased: a name it may hold goes unread, which is missing evidence, never
// evidence against.
//
// The sign of Title Case is a small linking word — a preposition or conjunction of the four
// languages — capitalised after a segment's first word. Articles are not signs: place names
// carry them ("La Massana", "El Tarter", "Les Bons"); nor are one-letter words (a door "A",
// a roman "I").
const LINKING = new Set(
  [
    // Catalan, Spanish
    "amb per de del dels en sense sobre fins entre des",
    "con sin para por hasta desde",
    // French
    "avec sans pour par sur dans du chez",
    // English
    "with without for of in on at by and or to from near",
  ]
    .join(" ")
    .split(" "),
);

/** Sentences, lines, titles: the text between sentence marks, separators and line breaks. */
const SEGMENT = /[^.!?;|\n]+/g;

function inTitleCase(segment: string): boolean {
  const words = segment.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return words.some((raw, i) => {
    if (i === 0) return false;
    const word = raw.replace(/[^\p{L}]+$/u, "");
    return /^\p{Lu}\p{Ll}+$/u.test(word) && LINKING.has(word.toLowerCase());
  });
}

/** `text` with every segment written in Title Case lower-cased; the rest as written. */
export function withoutTitleCase(text: string): string {
  return text.replace(SEGMENT, (segment) => (inTitleCase(segment) ? segment.toLowerCase() : segment));
}
