// Cannot-link rules: facts that make two adverts two homes whatever else agrees. They are
// checked against every advert of a property before an advert may join it (Consolidator),
// so a property never holds two adverts that cannot be one home. Everything softer is a
// weighted signal in score.ts.
import type { MatchRecord, TypeFamily } from "./record";

export type Veto = "operation" | "type_family" | "same_agency_other_reference" | "same_source";

/** How the two adverts' agencies and references relate (shared by the rules and the score). */
export type Identity = { bothAgencies: boolean; sameAgency: boolean; sameReference: boolean; otherReference: boolean };

function identity(a: MatchRecord, b: MatchRecord): Identity {
  const bothAgencies = a.agencyKey !== null && b.agencyKey !== null;
  const bothReferences = a.referenceKey !== null && b.referenceKey !== null;
  return {
    bothAgencies,
    sameAgency: bothAgencies && a.agencyKey === b.agencyKey,
    sameReference: bothReferences && a.referenceKey === b.referenceKey,
    otherReference: bothReferences && a.referenceKey !== b.referenceKey,
  };
}

const HOMES = new Set<TypeFamily>(["home_flat", "home_house", "room"]);

/**
 * Type families that no wording or translation turns into each other: a dwelling (or a
 * room in one) is not a plot, a parking space or business premises, and a plot is not a
 * building. Flat vs house stays a penalty (duplex, "casa adosada" are read both ways), as
 * do parking vs premises (a garage is let as either) and any unknown type (`other`).
 */
export function compatibleFamilies(a: TypeFamily, b: TypeFamily): boolean {
  if (a === b || a === "other" || b === "other") return true;
  if (HOMES.has(a) && HOMES.has(b)) return a !== "room" && b !== "room";
  if (HOMES.has(a) || HOMES.has(b)) return false;
  return a !== "land" && b !== "land";
}

/** The rule that makes `a` and `b` two homes, or null when they may be one. */
export function cannotLink(a: MatchRecord, b: MatchRecord, id: Identity = identity(a, b)): Veto | null {
  // Sales and rentals are different offers even of one dwelling (seasonal and long
  // rentals may match: record.market folds them).
  if (a.market !== b.market) return "operation";
  if (!compatibleFamilies(a.family, b.family)) return "type_family";
  // One agency gives each of its homes its own reference: two references, two homes
  // (the sibling units of a promotion, published side by side).
  if (id.sameAgency && id.otherReference) return "same_agency_other_reference";
  // A portal carries one home twice only through two different agencies (docs/decisions.md#cannot-link-rules);
  // the same reference means a duplicate the portal itself made. An advert the portal
  // has withdrawn does not count: a re-post may replace it.
  if (a.sourceId === b.sourceId && a.active && b.active && !id.sameReference && !(id.bothAgencies && !id.sameAgency)) {
    return "same_source";
  }
  return null;
}
