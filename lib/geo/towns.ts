// Towns, villages and neighbourhoods of Andorra (OpenStreetMap places, ODbL) and the
// matching of the free-text town names feeds carry to them.
import townsJson from "@/data/reference/towns.json";
import { PARISHES, type LatLng, type ParishId } from "./parishes";
import { foldText, foldWords, placeKey, placeParts } from "./place-names";

export type Town = {
  /** Slug, unique across the country. */
  id: string;
  name: string;
  parish: ParishId;
  kind: "town" | "neighbourhood";
  centroid: LatLng;
};

export const TOWNS: readonly Town[] = (townsJson as Array<Town & { osmNodeId?: number }>).map(
  ({ id, name, parish, kind, centroid }) => ({ id, name, parish, kind, centroid }),
);

const BY_KEY = new Map<string, Town>();
for (const town of TOWNS) BY_KEY.set(placeKey(town.name), town);

// A parish name used as a town means the parish's main town (OSM admin centre):
// "Escaldes-Engordany" → les Escaldes, "Sant Julià de Lòria" → the town of that name.
for (const parish of PARISHES) {
  const main = BY_KEY.get(placeKey(parish.adminCentre.name));
  if (main && !BY_KEY.has(placeKey(parish.name))) BY_KEY.set(placeKey(parish.name), main);
}

// Other languages' names and the abbreviations feeds use, as folded keys → reference name.
const ALIASES: Record<string, string> = {
  "andorre la vieille": "Andorra la Vella",
  "andorra la vieja": "Andorra la Vella",
  "andorra vella": "Andorra la Vella",
  "saint julien de loria": "Sant Julià de Lòria",
  "san julian de loria": "Sant Julià de Lòria",
  "st julia de loria": "Sant Julià de Lòria",
  "st julia": "Sant Julià de Lòria",
  // French: "Le Pas de la Case" (the article is dropped before lookup).
  "pas de la case": "Pas de la Casa",
  // Spanish: "Las Escaldas" (the article is dropped before lookup).
  escaldas: "les Escaldes",
  "escaldas engordany": "les Escaldes",
  // Other spellings of villages, and a ski sector's name for its village.
  auvinya: "Aubinyà",
  "soldeu el tarter": "Soldeu",
  // The country added to a village's name, as some portals write it.
  "santa coloma d andorra": "Santa Coloma",
  // "Sta." as "St." is for Sant.
  "sta coloma": "Santa Coloma",
};
for (const [alias, name] of Object.entries(ALIASES)) {
  const town = BY_KEY.get(placeKey(name));
  if (town && !BY_KEY.has(alias)) BY_KEY.set(alias, town);
}

const KEYS = [...BY_KEY.keys()].sort((a, b) => b.length - a.length);
/** Each parish's main town (its OSM admin centre). */
export const MAIN_TOWNS: ReadonlySet<Town> = new Set(
  PARISHES.map((p) => BY_KEY.get(placeKey(p.adminCentre.name))).filter((t): t is Town => !!t),
);

// The country, not a town: "Andorra" must not prefix-match Andorra la Vella. Also what a
// feed's country field may say (location.ts reads it), hence the ISO codes.
export const COUNTRY_KEYS: ReadonlySet<string> = new Set([
  "andorra",
  "andorre",
  "ad",
  "and",
  "principat d andorra",
  "principat de andorra",
  "principado de andorra",
  "principaute d andorre",
  "principaute de andorre",
  "principality of andorra",
  "principado d andorra",
]);
// Words that say "the middle of" a place and name no town by themselves: "Centre" used to
// prefix-match Andorra la Vella's "Centre històric", so "Encamp - Centre" landed there.
const GENERIC_WORDS = new Set(["centre", "centro", "center", "ville", "downtown"]);
/** Postcodes ("AD500") name a parish, not a town; dropped before matching. */
const POSTCODE = /^ad\d{3}$/;
// Andorra's postcodes, one per parish (AD100 Canillo … AD700 Escaldes-Engordany).
const POSTCODE_PARISH: Record<string, ParishId> = {
  ad100: "canillo",
  ad200: "encamp",
  ad300: "ordino",
  ad400: "la_massana",
  ad500: "andorra_la_vella",
  ad600: "sant_julia_de_loria",
  ad700: "escaldes_engordany",
};

/** The parish an Andorran postcode in the text names ("AD500", "AD 700 Escaldes"), or null. */
export function parishOfPostcode(text: string | null | undefined): ParishId | null {
  if (!text) return null;
  const words = foldWords(text);
  for (let i = 0; i < words.length; i++) {
    // "AD500" is one word; "AD 500" two.
    const joined = `ad${words[i + 1] ?? ""}`;
    const code = words[i] === "ad" && POSTCODE.test(joined) ? joined : words[i];
    const parish = POSTCODE_PARISH[code];
    if (parish) return parish;
  }
  return null;
}

/** One folded name: exact key, else a unique town whose key starts with it (≥ 4 letters). */
function matchKey(key: string): Town | null {
  if (!key || COUNTRY_KEYS.has(key)) return null;
  const exact = BY_KEY.get(key);
  if (exact) return exact;
  // Only after the exact match, so that "Centre historic" still names that neighbourhood.
  const words = key.split(" ");
  const specific = words.filter((w) => !GENERIC_WORDS.has(w));
  if (specific.length === 0) return null;
  if (specific.length < words.length) return matchKey(placeKey(specific.join(" ")));
  if (key.replace(/ /g, "").length < 4) return null;
  const prefixed = new Set<Town>();
  for (const k of KEYS) if (k.startsWith(`${key} `)) prefixed.add(BY_KEY.get(k)!);
  return prefixed.size === 1 ? [...prefixed][0] : null;
}

const cleanKey = (text: string) =>
  placeKey(
    foldWords(text)
      .filter((w) => !POSTCODE.test(w))
      .join(" "),
  );

/**
 * The reference town a feed's town text names, or null. Exact match on the folded key
 * first; then a unique town whose key starts with the text's words ("Sant Julià" →
 * Sant Julià de Lòria), requiring at least 4 letters so that "La" matches nothing. A
 * compound text ("Erts (La Massana)", "La Massana - Anyós", "Canillo, Andorra") is read
 * part by part, the most specific town winning over a parish's main town.
 */
export function matchTown(text: string | null | undefined): Town | null {
  if (!text) return null;
  const whole = matchKey(cleanKey(text));
  if (whole) return whole;
  const found = placeParts(text)
    .map((part) => matchKey(cleanKey(part)))
    .filter((t): t is Town => t !== null);
  return found.find((t) => !MAIN_TOWNS.has(t)) ?? found[0] ?? null;
}

/** The longest reference town named as whole words anywhere in a free text, or null. */
export function findTownInText(text: string | null | undefined): Town | null {
  if (!text) return null;
  const folded = foldText(text);
  for (const key of KEYS) if (key.length >= 3 && folded.includes(` ${key} `)) return BY_KEY.get(key)!;
  return null;
}
