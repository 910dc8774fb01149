// The facts an advert's free text states about the home, read in Catalan, Spanish, French
// and English by general patterns (an ordinal next to a storey word, a street word before a
// name, a number before a room word, a negation before "lift"): the street and its number,
// the floor, the lift, when the building was built, bedrooms and rooms, the condition, the
// bathrooms and a separate WC, a parking space's level and number, the monthly community
// fees, the aspect, and a terrace's and a storage room's size. A fact not stated is
// absent (undefined), never a guess: two adverts that both state one and differ disagree,
// one that states it and one that does not simply do not know (compare-facts.ts).
import { streetOf, type Street } from "./read-street";
import { withoutTitleCase } from "./title-case";
import * as W from "./words";

type Condition = "new" | "good" | "to_renovate";

export type StatedFacts = {
  /** Folded name without its small words ("major", "unio"), and the number after it. */
  street?: Street;
  /** Storey of the home: 0 ground floor, negative below ground (a parking space's level). */
  floor?: number;
  lift?: boolean;
  /** The years the building's construction is known within ("1966" → 1966–1966, "anys 20" → 1920–1929). */
  built?: { from: number; to: number };
  bedrooms?: number;
  rooms?: number;
  bathrooms?: number;
  /** Toilets counted apart from the bathrooms ("2 banys i 1 lavabo", "un aseo"): some writers
   *  count them among the bathrooms, so the home has `bathrooms` to `bathrooms + toilets`. */
  toilets?: number;
  /** A toilet apart from the bathrooms (true), or the WC stated as inside the bathroom (false). */
  separateWc?: boolean;
  condition?: Condition;
  /** A parking space's own number ("plaça nº 45"). */
  space?: string;
  /** Community fees in euros a month ("despeses de comunitat de 310 € al mes"; a year's over 12). */
  fee?: number;
  /** The quarters the home faces: "s", "se", "nw" ("orientació sud-est" → "se"). */
  facing?: string;
  /** A terrace's and a storage room's m² ("terrassa de 25 m²", "10 m² storage room"). */
  terrace?: number;
  storage?: number;
};

/** No accents; º/ª → o/a; a spaced dash → ";"; apostrophes and hyphens (not a minus) → spaces. Case is kept. */
function fold(text: string): string {
  return ` ${text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/°/g, "o") // "n°" as "nº"
    // A dash between spaces parts two items of a list ("8 m² storage room - 42 m² terrace"):
    // a stop, so that no pattern reads one item's figure as the next one's.
    .replace(/\s[-–—]+\s/g, " ; ")
    .replace(/[’'`·]|-(?!\d)/g, " ") // "sous-sol", "d'ascenseur"; "-2" (below ground) stays
    .replace(/\s+/g, " ")} `;
}

// Patterns are built from the word lists once and kept: every advert of a run is read.
const compiled = new Map<string, RegExp>();
/** The pattern for `source`, compiled once (global: matchAll copies it, so its state is never shared). */
function re(source: string): RegExp {
  let r = compiled.get(source);
  if (!r) compiled.set(source, (r = new RegExp(source, "g")));
  r.lastIndex = 0; // test() on a global pattern starts where the last one stopped
  return r;
}
const count = (word: string) => (/^\d+$/.test(word) ? Number(word) : W.NUMBER_WORDS[word]);
const NUMBER = `(\\d{1,2}|${Object.keys(W.NUMBER_WORDS).join("|")})`;
const ORDINAL = `(?:(\\d{1,2})${W.ORDINAL_SUFFIX}|(${Object.keys(W.ORDINAL_WORDS).join("|")}))`;

/** The first value a pattern gives, or undefined. */
function first<T>(text: string, source: string, read: (m: RegExpExecArray) => T | undefined): T | undefined {
  for (const m of text.matchAll(re(source))) {
    const v = read(m);
    if (v !== undefined) return v;
  }
  return undefined;
}

function floorOf(t: string): number | undefined {
  if (re(`\\b(?:${W.GROUND_FLOOR})\\b`).test(t)) return 0;
  const ordinal = (m: RegExpExecArray) => (m[1] ? Number(m[1]) : W.ORDINAL_WORDS[m[2]]);
  return (
    // "3r pis", "tercer piso", "2e etage", "second floor", "5a planta"; below ground when a
    // basement word follows: "segona planta soterrani"
    first(t, `\\b${ORDINAL} (?:${W.FLOOR_WORDS})\\b((?: de)? (?:${W.BASEMENT_WORDS})\\b)?`, (m) =>
      m[3] ? -ordinal(m) : ordinal(m),
    ) ??
    // "planta 3", "floor 3", "nivell -2", "planta 3a"; not the level of a basement ("basement level 2", below)
    first(
      t,
      `(?<!\\b(?:${W.BASEMENT_WORDS}) )\\b(?:${W.FLOOR_WORDS_BEFORE_NUMBER}) (-?\\d{1,2})(?:${W.ORDINAL_SUFFIX})?\\b`,
      (m) => Number(m[1]),
    ) ??
    // "segon soterrani", "2e sous sol", "second basement": an ordinal, below ground
    first(t, `\\b${ORDINAL} (?:${W.BASEMENT_WORDS})\\b`, (m) => -ordinal(m)) ??
    // "soterrani 2", "sotano -1", "sous sol 2": below ground whatever the sign
    first(t, `\\b(?:${W.BASEMENT_WORDS})(?: level)? (-?\\d)\\b`, (m) => -Math.abs(Number(m[1])))
  );
}

/** A negation, then up to two words, before what follows: "no hi ha ", "sense ", "pas d ". */
const DENIED = `(\\b(?:${W.NEGATIONS})\\b(?: \\w+){0,2} )?`;

function liftOf(t: string): boolean | undefined {
  return first(t, `${DENIED}\\b(?:${W.LIFT_WORDS})\\b`, (m) => !m[1]);
}

/**
 * The bedrooms a count states: "3 habitacions", "3 habitacions dobles". A count next to a
 * count of one kind ("2 habitacions dobles i 1 individual", "une suite parentale et 2
 * chambres") is part of a breakdown, not the total: read only when a whole count is
 * stated too.
 */
const BEDROOM_KIND = `${NUMBER} (?:(?:${W.BEDROOM_WORDS}) )?(?:${W.BEDROOM_KINDS})\\b`;
const KIND_AFTER = `^,? (?:(?:${W.AND}|\\+) )?${BEDROOM_KIND}`;
const KIND_BEFORE = `\\b${BEDROOM_KIND}(?: \\w+)?,? (?:${W.AND}|\\+) $`;

function bedroomsOf(t: string): number | undefined {
  return first(t, `\\b${NUMBER} (?:${W.BEDROOM_WORDS})\\b(?: (?:${W.BEDROOM_KINDS})\\b)?`, (m) => {
    const [before, after] = [t.slice(Math.max(0, m.index - 40), m.index), t.slice(m.index + m[0].length)];
    return re(KIND_AFTER).test(after) || re(KIND_BEFORE).test(before) ? undefined : count(m[1]);
  });
}

function builtOf(t: string): StatedFacts["built"] {
  // "construit el 1966", "built in 1966", "edificio de 1966", "any de construccio: 1966": a built
  // word, up to three words, a year (after a colon, as a label gives it).
  const year = first(t, `\\b(?:${W.BUILT_WORDS})\\b((?: \\w+){0,3}?)(?: ?:)? ((?:1[89]|20)\\d\\d)\\b`, (m) =>
    re(`\\b(?:${W.RENOVATED_WORDS})\\b`).test(m[1]) ? undefined : Number(m[2]),
  );
  if (year !== undefined) return { from: year, to: year };
  // "dels anys 20", "des annees 20", "the 1920s", "de los anos 60"
  const decade =
    first(t, `\\b(?:${W.DECADE_WORDS}) (?:19)?([2-9]0)\\b`, (m) => 1900 + Number(m[1])) ??
    first(t, `\\b(1[89][0-9]0)s\\b`, (m) => Number(m[1]));
  return decade === undefined ? undefined : { from: decade, to: decade + 9 };
}

function conditionOf(t: string): Condition | undefined {
  // "To renovate" first: "reformar" must not be read as "reformat" (renovated). A condition
  // denied ("no need to renovate", "aucun travaux à prévoir") is not the home's.
  for (const [condition, words] of W.CONDITION_WORDS)
    if (first(t, `${DENIED}\\b(?:${words})\\b`, (m) => (m[1] ? undefined : true))) return condition;
  return undefined;
}

function separateWcOf(t: string): boolean | undefined {
  // "WC independent", "aseo", "toilettes separees", "guest toilet", "bany de cortesia"
  if (re(`\\b(?:${W.TOILET_WORDS})\\b(?: \\w+)?? \\b(?:${W.SEPARATE_WORDS})\\b`).test(t)) return true;
  if (re(`\\b(?:${W.SEPARATE_WORDS}) (?:${W.TOILET_WORDS})\\b|\\b(?:aseo|aseos|cloakroom)\\b`).test(t)) return true;
  if (re(`\\b(?:bany|bano|bathroom|toilet) de (?:cortesia)\\b`).test(t)) return true;
  // "bany amb WC", "salle de bain avec WC", "bathroom with toilet"
  if (re(`\\b(?:${W.BATHROOM_WORDS}) (?:${W.WITH_WORDS}) (?:wc|toilette|toilet|inodoro|vater)\\b`).test(t))
    return false;
  return undefined;
}

/** Toilets counted apart: "1 aseo", "un WC", "a guest toilet", "un lavabo" (one word may
 *  come between); a separate WC stated (`separateWc`) without a count is one. */
function toiletsOf(t: string, separateWc: boolean | undefined): number | undefined {
  const counted = first(t, `\\b(${NUMBER}|an?) (?:\\w+ )?(?:${W.TOILET_COUNT_WORDS})\\b`, (m) =>
    m[2] ? count(m[2]) : 1,
  );
  return counted ?? (separateWc ? 1 : undefined);
}

/** Less than this a month is no building's fees: a count of neighbours or floors. */
const MIN_FEE = 10;
// The fee word, up to three small words ("de", "of", "mensuals"), then the figure.
const FEE = `\\b(?:${W.FEE_WORDS})\\b ?:?((?: (?:de|d|of|du|des|mensuals|mensuales|mensuelles|monthly|approx|aprox|environ|${W.YEAR_WORDS})){0,3}) (\\d{1,3}(?:[., ]\\d{3})*|\\d{1,5})\\b(.{0,24})`;
const YEAR = `(?:${W.YEAR_WORDS})\\b`;
const YEAR_AFTER = `^ ?(?:€|eur|euros)?(?: (?:a|al|l|per|par|by|the|each|cada))* ${YEAR}`;

function feeOf(t: string): number | undefined {
  return first(t, FEE, (m) => {
    const euros = Number(m[2].replace(/[., ]/g, ""));
    if (euros < MIN_FEE) return undefined; // "comunitat de 3 veïns": no fee
    // "1.200 € a l'any", "charges annuelles de 1.200 €", "per year": a year's fees, read as a month's.
    const yearly = re(`\\b${YEAR}`).test(m[1]) || re(YEAR_AFTER).test(m[3]);
    return yearly ? Math.round(euros / 12) : euros;
  });
}

const COMPASS = Object.keys(W.COMPASS_WORDS).join("|");
const FACING = [
  // "orientacio sud est", "orientado al sureste", "expose plein sud", "facing south and west".
  // Spanish "sur" is south; French "sur le jardin" is "onto": a compass word before an article is not read.
  `\\b(?:${W.FACING_WORDS})\\b ?:?(?: (?:a|al|la|el|the|to|de|en|au|vers|cap|plein))* (${COMPASS})(?:,?(?: (?:${W.AND}))?(?: (?:a|al|l|la|el|the|to|au))* (${COMPASS}))?\\b(?! (?:l|la|le|les|el)\\b)`,
  // English puts the compass first: "south-facing", "south-west-facing".
  `\\b(${COMPASS})(?: (${COMPASS}))? facing\\b`,
];

function facingOf(t: string): string | undefined {
  // Every aspect the text names counts (a corner flat "encarat al sud … i a l'est" faces both).
  const quarters = new Set<string>();
  for (const pattern of FACING)
    for (const m of t.matchAll(re(pattern)))
      for (const word of [m[1], m[2]]) if (word) for (const q of W.COMPASS_WORDS[word]) quarters.add(q);
  return quarters.size ? [...quarters].sort().join("") : undefined;
}

// A surface in m²: thousands grouped ("1.200 m2", "1,200 m2") or up to four digits with one
// decimal ("12,5 m2"); never the tail of a longer figure ("1.200" is not 200).
const M2 = `(?<![\\d.,])(\\d{1,3}(?:[.,]\\d{3})+|\\d{1,4}(?:[.,]\\d)?) ?m2\\b`;
const squareMetres = (m: RegExpExecArray) =>
  Number(/[.,]\d{3}/.test(m[1]) ? m[1].replace(/[.,]/g, "") : m[1].replace(",", "."));

/**
 * The m² stated with a room word, before it ("20 m² terrace") or after it ("terrassa de
 * 25 m²"). A home with two ("terrassa de 10 m² i una altra de 25 m²", two sizes stated for
 * the word) has no one size: another advert may name either.
 */
const ANOTHER_AFTER = `^,? (?:${W.AND}) (?:(?:a|an|un|una|une) )?(?:${W.ANOTHER_WORDS})\\b`;

function sizeOf(t: string, words: string): number | undefined {
  const sizes = new Set<number>();
  for (const pattern of [
    `\\b(?:${words})\\b(?: (?:${W.SIZE_LINKS})){0,3} ${M2}`,
    `${M2} (?:(?:de|d|of) )?(?:${words})\\b`,
  ])
    for (const m of t.matchAll(re(pattern))) {
      sizes.add(squareMetres(m));
      // "… i una altra de 25 m²": a second one, sized after the first.
      if (re(ANOTHER_AFTER).test(t.slice(m.index + m[0].length))) return undefined;
    }
  return sizes.size === 1 ? [...sizes][0] : undefined;
}

/** The facts `text` states (title and description together); empty when it states none. */
export function readStatedFacts(text: string | null | undefined): StatedFacts {
  if (!text) return {};
  // The street reader needs the capitals (names); every other fact reads the lower-cased text.
  const written = fold(text);
  const t = written.toLowerCase();
  const separateWc = separateWcOf(t);
  const facts: StatedFacts = {
    street: streetOf(withoutTitleCase(written).replace(/\b[cC]\/ ?/g, "carrer ")),
    floor: floorOf(t),
    lift: liftOf(t),
    built: builtOf(t),
    bedrooms: bedroomsOf(t),
    rooms: first(t, `\\b${NUMBER} (?:${W.ROOM_WORDS})\\b`, (m) => count(m[1])),
    bathrooms: first(t, `\\b${NUMBER} (?:${W.BATHROOM_WORDS})\\b`, (m) => count(m[1])),
    toilets: toiletsOf(t, separateWc),
    separateWc,
    condition: conditionOf(t),
    space: first(
      t,
      `\\b(?:${W.SPACE_WORDS})(?: de (?:${W.PARKING_WORDS}))?,? (?:${W.NUMBER_SIGNS}\\.? ?)?(\\d{1,4}[a-z]?)\\b`,
      (m) => m[1],
    ),
    fee: feeOf(t),
    facing: facingOf(t),
    terrace: sizeOf(t, W.TERRACE_WORDS),
    storage: sizeOf(t, W.STORAGE_WORDS),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as StatedFacts;
}
