// Towns, villages and neighbourhoods of Andorra (OpenStreetMap places, ODbL) and the
// matching of the free-text town names feeds carry to them.
import townsJson from "@/data/reference/towns.json";
import { PARISHES, type LatLng, type ParishId } from "./parishes";
import { foldText, placeKey } from "./place-names";

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

const KEYS = [...BY_KEY.keys()].sort((a, b) => b.length - a.length);

export function townById(id: string): Town | undefined {
  return TOWNS.find((t) => t.id === id);
}

/**
 * The reference town a feed's town text names, or null. Exact match on the folded key
 * first; then a unique town whose key starts with the text's words ("Sant Julià" →
 * Sant Julià de Lòria), requiring at least 4 letters so that "La" matches nothing.
 */
export function matchTown(text: string | null | undefined): Town | null {
  if (!text) return null;
  const key = placeKey(text);
  if (!key) return null;
  const exact = BY_KEY.get(key);
  if (exact) return exact;
  if (key.replace(/ /g, "").length < 4) return null;
  const prefixed = new Set<Town>();
  for (const k of KEYS) if (k.startsWith(`${key} `)) prefixed.add(BY_KEY.get(k)!);
  return prefixed.size === 1 ? [...prefixed][0] : null;
}

/** The longest reference town named as whole words anywhere in a free text, or null. */
export function findTownInText(text: string | null | undefined): Town | null {
  if (!text) return null;
  const folded = foldText(text);
  for (const key of KEYS) if (key.length >= 3 && folded.includes(` ${key} `)) return BY_KEY.get(key)!;
  return null;
}
