// Sources that know only the parish. Many portals ask the agency for the municipality, not
// the village: every advert in Soldeu or El Tarter says "Canillo", and one without a point
// of its own sits on Canillo's centre, kilometres from the village where another source
// places the same home. Read as a town, that is "same parish, 3 km apart" (evidence against)
// where a town-only advert of the village itself would read "same town" (evidence for):
// stress variant "parish-towns" (one source names the parish for every village). Such a source shows it by never naming a village while the others
// do, so its town-level adverts are compared by parish: in the parish, as close as two
// town-level adverts of one town. Measured over every advert the matcher holds and the
// run's new ones each time a snapshot begins (as feature-lists.ts is).
import { MAIN_TOWNS } from "@/lib/geo/towns";
import type { MatchRecord } from "../record/match-record";
import { PARISH_ONLY_MIN_ADVERTS, PARISH_ONLY_VILLAGE_SHARE } from "../settings";

/** Each parish's main town, by the name the normaliser stores. */
const MAIN_TOWN_NAMES = new Set([...MAIN_TOWNS].map((t) => t.name));

/** Marks the adverts of sources that name only parishes. Returns those sources. */
export function markParishOnlySources(records: MatchRecord[]): Set<string> {
  const counts = new Map<string, { named: number; villages: number }>();
  for (const r of records) {
    if (!r.town) continue;
    let c = counts.get(r.sourceId);
    if (!c) counts.set(r.sourceId, (c = { named: 0, villages: 0 }));
    c.named++;
    if (!MAIN_TOWN_NAMES.has(r.town)) c.villages++;
  }
  let named = 0;
  let villages = 0;
  for (const c of counts.values()) {
    named += c.named;
    villages += c.villages;
  }
  const parishOnly = new Set<string>();
  for (const [source, c] of counts) {
    const othersNamed = named - c.named;
    if (
      c.named >= PARISH_ONLY_MIN_ADVERTS &&
      c.villages === 0 &&
      villages >= PARISH_ONLY_VILLAGE_SHARE * othersNamed &&
      othersNamed > 0
    )
      parishOnly.add(source);
  }
  for (const r of records) r.parishOnly = parishOnly.has(r.sourceId);
  return parishOnly;
}
