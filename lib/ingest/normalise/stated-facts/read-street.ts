// The street an advert's text names, read from its folded words with their capitals kept
// (lower-cased for the vocabulary): a street word, then the capitalised name and its number
// ("Carrer de la Unió 5", "Avenida Carlemany número 40"). Part of the stated facts
// (read-facts.ts); the matcher's own street evidence reads names the same way
// (match/evidence/text-facts.ts).
import * as W from "./words";

export type Street = { name: string; number?: number };

const STREET_WORD = new RegExp(`^(?:${W.STREET_WORDS})$`);
const PARKING_WORD = new RegExp(`^(?:${W.PARKING_WORDS})`);
const NUMBER_SIGN = new RegExp(`^${W.NUMBER_SIGNS}$`);
/** A sign glued to its number: "nº3", "n°12" (folded to "no3", "no12"). */
const SIGNED_NUMBER = new RegExp(`^${W.NUMBER_SIGNS}(\\d{1,4})$`);

/** A word without the punctuation that ends it ("14,", "núm." → "14", "núm"). */
const bare = (w: string | undefined) => (w ?? "").replace(/[.,;:()]+$/, "");

/**
 * The house number at `words[i]`: "14", "núm. 14", "nº14"; undefined if none. `lettered`
 * also takes "14b": not after a comma, where "3r" is the floor that follows ("Meritxell, 3r pis").
 */
function numberAt(words: string[], i: number, lettered: boolean): number | undefined {
  const word = bare(words[i]);
  if ((lettered ? /^\d{1,4}[a-z]?$/ : /^\d{1,4}$/).test(word)) return parseInt(word, 10);
  const glued = SIGNED_NUMBER.exec(word);
  if (glued) return Number(glued[1]);
  if (NUMBER_SIGN.test(word) && /^\d{1,4}$/.test(bare(words[i + 1]))) return Number(bare(words[i + 1]));
  return undefined;
}
const capitalised = (raw: string) => /^\p{Lu}\p{Ll}/u.test(raw.replace(/^[("«]+/, ""));

/**
 * The street named after a street word: its capitalised words, small linking words inside
 * ("Carrer de la Unió"), and the number after it ("Major 14", "Major, 14", "Carlemany
 * núm. 40"). Capitals are what tell a name from a description ("un carrer tranquil", "une
 * rue calme", "street level"), as the matcher's text facts read names: in all-caps text
 * they tell nothing, so no street is read there. English puts the name before its street
 * word ("Main Street"): after those words nothing is read.
 */
export function streetOf(written: string): Street | undefined {
  const letters = written.replace(/[^\p{L}]/gu, "");
  if (letters === letters.toUpperCase()) return undefined;
  const raws = written.trim().split(" ");
  const words = raws.map((w) => w.toLowerCase());
  for (let i = 0; i < words.length - 1; i++) {
    const streetWord = words[i].replace(/[.,;:/]+$/, "");
    if (!STREET_WORD.test(streetWord) || W.NAME_LAST_STREET_WORDS.has(streetWord)) continue;
    // "Place de parking", "plaza de garaje": a parking space, not a square.
    if (/^(?:de|d)$/.test(words[i + 1]) && PARKING_WORD.test(words[i + 2] ?? "")) continue;
    const name: string[] = [];
    let number: number | undefined;
    for (let j = i + 1; j < words.length && j <= i + 6; j++) {
      const word = bare(words[j]);
      // "14", "núm. 40", "nº14": the number ends the name.
      const at = numberAt(words, j, true);
      if (at !== undefined || /^\d/.test(word)) {
        if (name.length) number = at;
        break;
      }
      if (!/^[a-z]+$/.test(word) || W.NAME_STOPS.has(word)) break;
      if (W.NAME_LINKS.has(word)) {
        // "de la Unió": links inside the name lead to a capitalised word.
        let k = j + 1;
        while (k < words.length && W.NAME_LINKS.has(bare(words[k]))) k++;
        if (capitalised(raws[k] ?? "")) continue;
        break;
      }
      if (!capitalised(raws[j])) break;
      name.push(word);
      // A comma ends the name; the number may follow it ("Carrer Major, 14", "Major, número 14").
      if (words[j] !== word) {
        if (words[j].endsWith(",")) number = numberAt(words, j + 1, false);
        break;
      }
    }
    if (name.length && name.join("").length >= 3) return { name: name.join(" "), number };
  }
  return undefined;
}
