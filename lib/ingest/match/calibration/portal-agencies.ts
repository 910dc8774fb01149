// Portals that write their own name where the agency goes. A feed's <agency> names the
// agency that lists the home, so two different agencies are two homes (agency:other weighs
// strongly against, more so with no reference). A portal that fills the field with its own brand on every
// advert ("Pirineu Portal") would read as another agency against every other source and
// lose nearly all its matches (stress variant portal-agency).
// So a name that covers at least half of one source's named adverts, and that no advert of
// any other source gives, is the source's own and not an agency: those adverts are compared
// as naming none. A real agency's own feed names itself on every advert too, but portals
// that carry its homes name it as well, so it stays. Measured over every advert the
// matcher holds and the run's new ones each time a snapshot begins (as feature-lists.ts).
import { sameAgency } from "../evidence/match-keys";
import type { MatchRecord } from "../record/match-record";
import { PORTAL_AGENCY_MIN_ADVERTS, PORTAL_AGENCY_MIN_SHARE } from "../settings";

/** Reads each source's own name as no agency on its adverts. Returns source → that name. */
export function markPortalAgencies(records: MatchRecord[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>(); // source → agency key → adverts
  for (const r of records) {
    r.agencyKey = r.statedAgencyKey;
    if (!r.agencyKey) continue;
    let keys = counts.get(r.sourceId);
    if (!keys) counts.set(r.sourceId, (keys = new Map()));
    keys.set(r.agencyKey, (keys.get(r.agencyKey) ?? 0) + 1);
  }
  const own = new Map<string, string>();
  for (const [source, keys] of counts) {
    let named = 0;
    let top: [string, number] = ["", 0];
    for (const entry of keys) {
      named += entry[1];
      if (entry[1] > top[1]) top = entry;
    }
    if (named < PORTAL_AGENCY_MIN_ADVERTS || top[1] < PORTAL_AGENCY_MIN_SHARE * named) continue;
    const elsewhere = [...counts].some(
      ([other, otherKeys]) => other !== source && [...otherKeys.keys()].some((k) => sameAgency(k, top[0])),
    );
    if (!elsewhere) own.set(source, top[0]);
  }
  if (own.size)
    for (const r of records) if (r.agencyKey !== null && own.get(r.sourceId) === r.agencyKey) r.agencyKey = null;
  return own;
}
