// Facts an advert's free text states that its structured fields do not: the floor, the
// door or block, the building's and the street's name, and other numbers (a terrace's
// m², the year built, a street number). Sibling units of one building agree in every
// structured attribute and differ exactly here, while the same home's adverts, even in
// two languages, repeat them. Read language-independently where possible (numbers,
// capitalised names) and through general vocabulary otherwise (text-vocabulary.ts).
import {
  AMBIGUOUS_FLOOR_WORDS,
  BUILDING_WORDS,
  FLOOR_WORDS,
  GROUND_FLOOR,
  ORDINAL_NUMBER,
  ORDINAL_WORDS,
  STREET_WORDS,
  UNIT_WORDS,
} from "./text-vocabulary";
import { AND_WORDS, NAME_LINKS } from "../../normalise/stated-facts/words";
import { withoutTitleCase } from "../../normalise/stated-facts/title-case";

export type TextFacts = {
  floors: number[];
  /** "door:b", "block:2": a door or block and its number or letter. */
  units: string[];
  /** "b:roureda", "s:de la unio": building and street names, folded. */
  names: string[];
  /** Numbers ≥ 10 not explained by the advert's own price, surface or counts. */
  numbers: number[];
};

type Token = { word: string; raw: string; gap: string };

/** Folded tokens, each with its original spelling and the characters before it. */
function tokenise(text: string): Token[] {
  // NFKD also turns º/ª into o/a: "3º" reads as the ordinal "3o".
  const plain = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const out: Token[] = [];
  let last = 0;
  // Thousands separators are joined first, so "350.000" is one number, not two.
  for (const m of plain.matchAll(/\d{1,3}(?:[.,\u00a0 ]\d{3})+(?![\d])|[\p{L}\p{N}]+/gu)) {
    const raw = m[0];
    const word = /^\d/.test(raw) && /[.,\u00a0 ]/.test(raw) ? raw.replace(/\D/g, "") : raw.toLowerCase();
    out.push({ word, raw, gap: plain.slice(last, m.index) });
    last = m.index! + raw.length;
  }
  return out;
}

const joined = (t: Token) => /^[\s'’-]*$/.test(t.gap); // no punctuation between it and the token before
const ordinal = (w: string): number | null =>
  ORDINAL_WORDS.get(w) ?? (ORDINAL_NUMBER.test(w) ? Number(ORDINAL_NUMBER.exec(w)![1]) : null);

function floors(tokens: Token[]): number[] {
  const out = new Set<number>();
  tokens.forEach((t, i) => {
    if (!FLOOR_WORDS.has(t.word)) return;
    const before = i > 0 && joined(t) ? ordinal(tokens[i - 1].word) : null;
    const next = tokens[i + 1] && joined(tokens[i + 1]) ? tokens[i + 1].word : null;
    // "planta 3" and "floor 3" are floors; "pis 3 habitacions" is a flat with three rooms.
    const after =
      next === null
        ? null
        : (ordinal(next) ?? (!AMBIGUOUS_FLOOR_WORDS.has(t.word) && /^\d{1,2}$/.test(next) ? Number(next) : null));
    if (before !== null) {
      out.add(before);
      // A duplex names each of its floors: "5a i 6a planta", "3rd and 4th floors".
      for (let k = i - 2; k >= 1 && AND_WORDS.has(tokens[k].word); k -= 2) {
        const earlier = ordinal(tokens[k - 1].word);
        if (earlier === null) break;
        out.add(earlier);
      }
    } else if (after !== null) out.add(after);
  });
  const folded = ` ${tokens.map((t) => t.word).join(" ")} `;
  if (GROUND_FLOOR.some((g) => folded.includes(` ${g} `))) out.add(0);
  return [...out].sort((a, b) => a - b);
}

// A single letter counts as a door or block only when written in capitals in mixed-case
// text: "Porta B", not "porta a la terrassa" ("door to the terrace").
function units(tokens: Token[], allCaps: boolean): string[] {
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    const kind = UNIT_WORDS.get(t.word);
    const v = tokens[i + 1];
    if (!kind || !v || !joined(v)) return;
    if (/^\d{1,3}[a-z]?$/.test(v.word) || (!allCaps && /^[A-Z]$/.test(v.raw))) out.add(`${kind}:${v.word}`);
  });
  return [...out].sort();
}

// A name is the capitalised words after "Edifici", "Carrer"…, with small linking words
// inside ("Carrer de la Unió"). Capitals mean nothing in all-caps text: no names then.
function names(tokens: Token[], allCaps: boolean): string[] {
  if (allCaps) return [];
  const out = new Set<string>();
  tokens.forEach((t, i) => {
    const prefix = BUILDING_WORDS.has(t.word) ? "b" : STREET_WORDS.has(t.word) ? "s" : null;
    if (!prefix) return;
    const words: string[] = [];
    for (let j = i + 1; j < tokens.length && j <= i + 6 && joined(tokens[j]); j++) {
      const w = tokens[j];
      if (/^\p{Lu}\p{Ll}/u.test(w.raw) && w.word.length >= 3) words.push(w.word);
      else if (NAME_LINKS.has(w.word) && words.length === 0)
        continue; // "Residència dels Pins"
      else if (NAME_LINKS.has(w.word) && tokens[j + 1] && /^\p{Lu}/u.test(tokens[j + 1].raw)) continue;
      else break;
    }
    if (words.length) out.add(`${prefix}:${words.join(" ")}`);
  });
  return [...out].sort();
}

export type OwnValues = { price: number | null; surface: number | null; plot?: number | null };

/** What the text states beyond `own` (the advert's structured values); null when nothing. */
export function extractTextFacts(text: string | null | undefined, own: OwnValues, withFloor = true): TextFacts | null {
  if (!text || !/\d|\p{Lu}/u.test(text)) return null;
  // Title Case headlines: their capitals name nothing (title-case.ts).
  const tokens = tokenise(withoutTitleCase(text));
  const letters = text.replace(/[^\p{L}]/gu, "");
  const allCaps = letters.length > 0 && letters === letters.toUpperCase();
  const fl = withFloor ? floors(tokens) : [];
  const un = units(tokens, allCaps);
  const nm = names(tokens, allCaps);
  // Surfaces are restated with a square metre or two of rounding; prices in full or in thousands.
  const near = (n: number, v: number | null | undefined) => v != null && Math.abs(n - v) <= 2;
  const nums = new Set<number>();
  for (const t of tokens) {
    if (!/^\d+$/.test(t.word)) continue;
    const n = Number(t.word);
    if (n < 10 || n > 99999 || near(n, own.surface) || near(n, own.plot)) continue;
    if (own.price && (Math.abs(n - own.price) <= own.price * 0.1 || Math.abs(n * 1000 - own.price) <= own.price * 0.1))
      continue;
    nums.add(n);
  }
  if (!fl.length && !un.length && !nm.length && !nums.size) return null;
  return { floors: fl, units: un, names: nm, numbers: [...nums].sort((a, b) => a - b).slice(0, 12) };
}
