// Parish names are proper nouns (official Catalan names) in every language.
import { placeKey } from "@/lib/geo";
import { parishById } from "@/lib/geo/parishes";

export function parishName(id: string): string {
  return parishById(id)?.name ?? id;
}

/**
 * "Arinsal, La Massana": the town and its parish, or one name where the town is the parish's
 * namesake ("Encamp", not "Encamp, Encamp"); null when neither is known.
 */
export function placeLabel(town: string | null, parish: string | null): string | null {
  const parishLabel = parish ? parishName(parish) : null;
  if (!town) return parishLabel;
  if (!parishLabel || placeKey(town) === placeKey(parishLabel)) return town;
  return `${town}, ${parishLabel}`;
}
