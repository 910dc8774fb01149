// The agency's description as evidence: one home's adverts repeat most of its sentences
// (each portal adds its own boilerplate, drops a sentence, truncates, changes case, accents
// and punctuation), look-alike homes share almost none. Texts are folded (case, accents,
// punctuation), cut into sentences (so a source's boilerplate can be dropped sentence by
// sentence, text-boilerplate.ts) and compared as sets of 5-word shingles, only within one
// language: a translation shares no shingles with its original and says nothing by that.
import { MIN_WORDS, SHINGLE } from "../settings";

/** Folded text: lower case, no accents, words of letters and digits separated by one space. */
export const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The text's sentences, folded; a full stop inside a number ("82.5") does not end one. */
export function foldedSentences(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[.!?;:\n\u2026]+(?=\s|$)|\s[-\u2013\u2014|•]\s/u)
    .map(fold)
    .filter((s) => s.length > 0);
}

// The most frequent short words of each language the sources write in: a text is in the
// language whose words it uses most. Accent-folded, as the text is.
const STOP_WORDS: Record<string, string[]> = {
  ca: ["amb", "els", "les", "del", "per", "una", "dels", "pis", "habitacions", "es", "al", "i", "la", "de"],
  es: ["con", "los", "las", "del", "por", "una", "piso", "habitaciones", "y", "el", "la", "de", "en"],
  fr: ["avec", "les", "des", "une", "pour", "dans", "chambres", "et", "le", "la", "de", "du", "au"],
  en: ["with", "the", "and", "for", "of", "in", "bedrooms", "to", "a", "on", "from", "by"],
  pt: ["com", "os", "as", "do", "da", "uma", "para", "quartos", "e", "em", "no", "na"],
  de: ["mit", "und", "der", "die", "das", "ein", "eine", "zimmer", "von", "im", "zu", "fur"],
  it: ["con", "gli", "della", "per", "una", "camere", "e", "il", "di", "nel", "da"],
};
const LANGUAGES = Object.keys(STOP_WORDS);
const STOP = new Map<string, number[]>();
LANGUAGES.forEach((lang, n) => {
  for (const w of STOP_WORDS[lang]) STOP.set(w, [...(STOP.get(w) ?? []), n]);
});

/** The language a folded text is written in, or null when its words do not say. */
export function languageOf(words: string[]): string | null {
  const votes = new Array<number>(LANGUAGES.length).fill(0);
  for (const w of words) for (const n of STOP.get(w) ?? []) votes[n]++;
  let best = -1;
  let second = 0;
  let at = -1;
  votes.forEach((v, n) => {
    if (v > best) {
      second = best;
      best = v;
      at = n;
    } else if (v > second) second = v;
  });
  return best >= 2 && best > second ? LANGUAGES[at] : null;
}

function wordHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The distinct 5-word shingles of a folded text, hashed, ascending; empty under MIN_WORDS words. */
export function shingles(words: string[]): Uint32Array {
  if (words.length < MIN_WORDS) return new Uint32Array(0);
  const out = new Set<number>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(wordHash(words.slice(i, i + SHINGLE).join(" ")));
  return Uint32Array.from(out).sort();
}

/** Exact Jaccard similarity of two ascending shingle sets (one merge). */
export function jaccard(x: Uint32Array, y: Uint32Array): number {
  if (!x.length || !y.length) return 0;
  let common = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] < y[j]) i++;
    else if (x[i] > y[j]) j++;
    else {
      common++;
      i++;
      j++;
    }
  }
  return common / (x.length + y.length - common);
}
