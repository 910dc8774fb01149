// Cannot-link rules: facts that make two adverts two homes whatever else agrees. They are
// checked against every advert of a property before an advert may join it (Consolidator),
// so a property never holds two adverts that cannot be one home. Everything softer is a
// weighted signal in score.ts.
import { sameAgency } from "../evidence/match-keys";
import type { MatchRecord } from "../record/match-record";
import { TYPE_FAMILIES, type TypeFamily } from "../record/type-families";
import { comparableReferences } from "../calibration/reference-sharing";
import { HOME_FAMILIES } from "../settings";

export type Veto = "operation" | "type_family" | "same_agency_other_reference" | "same_source";

const HOMES = new Set<TypeFamily>(HOME_FAMILIES);

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

// Every pair of families answered once: the rule runs for every candidate pair of a run.
const COMPATIBLE = new Map(
  TYPE_FAMILIES.map((a) => [a, new Map(TYPE_FAMILIES.map((b) => [b, compatibleFamilies(a, b)]))] as const),
);

/** The rule that makes `a` and `b` two homes, or null when they may be one. */
export function cannotLink(a: MatchRecord, b: MatchRecord): Veto | null {
  // Sales and rentals are different offers even of one dwelling (seasonal and long
  // rentals may match: record.market folds them).
  if (a.market !== b.market) return "operation";
  if (a.family !== b.family && !COMPATIBLE.get(a.family)!.get(b.family)) return "type_family";
  // Computed here, not in an object: this runs for millions of pairs.
  const bothAgencies = a.agencyKey !== null && b.agencyKey !== null;
  const oneAgency = bothAgencies && sameAgency(a.agencyKey!, b.agencyKey!);
  // References are compared only within one numbering system (reference-sharing.ts).
  const bothReferences = a.referenceKey !== null && b.referenceKey !== null && comparableReferences(a, b);
  const sameReference = bothReferences && a.referenceKey === b.referenceKey;
  // One agency gives each of its homes its own reference: two references, two homes
  // (the sibling units of a promotion, published side by side).
  if (oneAgency && bothReferences && !sameReference) return "same_agency_other_reference";
  // A portal carries one home twice only through two different agencies (docs/decisions.md#cannot-link-rules);
  // the same reference means a duplicate the portal itself made. Where one of the two
  // names no agency, nothing says the agencies are the same: the scored evidence decides.
  // An advert the portal has withdrawn does not count: a re-post may replace it.
  const oneUnknown = (a.agencyKey === null) !== (b.agencyKey === null);
  if (
    a.sourceId === b.sourceId &&
    a.active &&
    b.active &&
    !sameReference &&
    !(bothAgencies && !oneAgency) &&
    !oneUnknown
  ) {
    return "same_source";
  }
  return null;
}
