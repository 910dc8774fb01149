// Reading a feed's operation and property-type words (type-words.ts holds the type words),
// folded (lower case, no accents, punctuation as spaces; see foldWords).
import type { Operation, PropertyType } from "@/lib/generated/prisma/client";
import { foldWords } from "@/lib/geo";
import { singularIn } from "./singular";
import { OTHER_CATEGORY, TYPE_WORDS } from "./type-words";

/** A plural the list does not hold read as its singular ("Oficinas", "Locales", "Apartaments"). */
const singular = singularIn(
  new Set(
    Object.values(TYPE_WORDS)
      .flat()
      .flatMap((p) => p.split(" ")),
  ),
);

// Longest phrases first, so "casa adossada" beats "casa" and "local comercial" beats "local".
const TYPE_PHRASES: Array<[string[], PropertyType]> = Object.entries(TYPE_WORDS)
  .flatMap(([type, phrases]) => phrases.map((p) => [p.split(" "), type as PropertyType] as [string[], PropertyType]))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The property type a feed's type text names: the longest known phrase at the start of
 * the text, else anywhere in it (a generic word followed by its kind: the kind); `other`
 * when only words naming no type occur; null when no known word occurs (caller counts it).
 */
export function typeFromText(text: string | null | undefined): PropertyType | null {
  const words = foldWords(text ?? "").map(singular);
  if (!words.length) return null;
  const at = (i: number, phrase: string[]) => phrase.every((w, k) => words[i + k] === w);
  const match = (i: number) => TYPE_PHRASES.find(([phrase]) => at(i, phrase));
  let generic = false;
  for (let i = 0; i < words.length; i++) {
    const found = match(i);
    if (!found) continue;
    // "Habitatge unifamiliar", "Immoble comercial", "Altres: pàrquing": the kind named wins.
    if (found[1] === "other") {
      generic = true;
      i += found[0].length - 1;
      continue;
    }
    // "Pis dúplex", "Apartment penthouse", "Casa pareada": a generic word, then the kind.
    const next = match(i + found[0].length);
    return next && KINDS_OF[found[1]]?.includes(next[1]) ? next[1] : found[1];
  }
  return generic ? "other" : null;
}

/**
 * Whether a type text says what the thing is: a type, or the feed's own "other" category.
 * Words no vocabulary knows ("Wohnung") and generic ones ("Habitatge", "Property") do not:
 * the matcher reads such a type as unknown, never as disagreeing (match/features/pair-features.ts).
 */
export function namesAType(text: string | null | undefined): boolean {
  const type = typeFromText(text);
  if (type !== "other") return type !== null;
  return foldWords(text ?? "")
    .map(singular)
    .some((w) => OTHER_CATEGORY.includes(w));
}

/** The more specific types a generic dwelling word may be followed by. */
const KINDS_OF: Partial<Record<PropertyType, PropertyType[]>> = {
  flat: ["duplex", "penthouse", "studio", "loft"],
  house: ["townhouse", "chalet", "farmhouse"],
  // "Villa pareada", "Chalet adossat": a villa built against its neighbour is a townhouse.
  chalet: ["townhouse"],
};

// Price frequencies other than the month, each a word list used twice: as an operation
// (a let by the week or night is seasonal, by the year or quarter a plain rent) and to
// convert the price to the month the API states (docs/api.md#property-summary).
const PER_YEAR = ["year", "yearly", "annual", "annually", "anual", "annuel", "annum"];
const PER_QUARTER = ["quarter", "quarterly", "trimestral", "trimestre"];
const PER_WEEK = ["week", "weekly", "semanal", "setmanal", "semaine", "hebdomadaire", "semana", "setmana"];
const PER_DAY = ["day", "daily", "diari", "diario", "dia", "jour", "night", "nightly", "nit", "noche", "nuit"];

// Tried in this order, so that a seasonal let is not read as a plain rent, and a rent with
// an option to buy ("lloguer amb opció de compra") is not read as a sale by its "compra".
const OPERATION_WORDS: Array<[string, Operation]> = [
  ...[
    "lloguer de temporada",
    "alquiler de temporada",
    "location saisonniere",
    "seasonal",
    "temporada",
    "short term",
    "short let",
    "holiday",
    "holidays",
    "vacation",
    "vacances",
    "vacaciones",
    ...PER_WEEK,
    ...PER_DAY,
  ].map((w): [string, Operation] => [w, "seasonal_rent"]),
  ...["opcio de compra", "opcion a compra", "opcion de compra", "option d achat", "option to buy", "rent to own"].map(
    (w): [string, Operation] => [w, "rent"],
  ),
  ...[
    "sale",
    "for sale",
    "sell",
    "venda",
    "venta",
    "vente",
    "compra",
    "buy",
    "se vende",
    "vende",
    "es ven",
    "a vendre",
    "vendre",
    "resale",
  ].map((w): [string, Operation] => [w, "sale"]),
  ...[
    "month",
    "monthly",
    "mensual",
    "mensuel",
    "mes",
    "mois",
    ...PER_YEAR,
    ...PER_QUARTER,
    "rent",
    "rental",
    "lease",
    "long term",
    "lloguer",
    "lloga",
    "es lloga",
    "alquiler",
    "alquila",
    "se alquila",
    "location",
    "louer",
    "loue",
    "let",
    "letting",
    // Per calendar month (British feeds), and Portuguese.
    "pcm",
    "arrendamento",
    "arrenda",
    "arrendar",
    "aluguer",
    "aluguel",
    "alugar",
    "aluga",
  ].map((w): [string, Operation] => [w, "rent"]),
];

// What a rent given per another period is multiplied by to give the month's.
const PER_MONTH: Array<[string[], number]> = [
  [PER_YEAR, 1 / 12],
  [PER_QUARTER, 1 / 3],
  [PER_WEEK, 52 / 12],
  [PER_DAY, 365 / 12],
];

/** What a rent price of this frequency text is multiplied by to give the monthly rent (1: monthly or unsaid). */
export function monthlyFactor(text: string | null | undefined): number {
  const words = new Set(foldWords(text ?? ""));
  for (const [names, factor] of PER_MONTH) if (names.some((n) => words.has(n))) return factor;
  return 1;
}

/** Operation from a price frequency or operation word; null when none is recognised. */
export function operationFromText(text: string | null | undefined): Operation | null {
  const folded = ` ${foldWords(text ?? "").join(" ")} `;
  for (const [phrase, op] of OPERATION_WORDS) if (folded.includes(` ${phrase} `)) return op;
  return null;
}
