// One advert's values as another source would state them, under the habits the
// calibration measured between their sources (calibration-table.ts, calibration.ts).
// pair-features.ts compares these instead of the values as stated; with no habit (the
// maps empty, as on every labelled set) each reads the value itself.
import type { MatchRecord } from "../record/match-record";
import type { TypeFamily } from "../record/type-families";
import { SURFACE_ROUNDING_M2 } from "../settings";

const shifted = (n: number | null, offsets: ReadonlyMap<string, number>, sourceId: string) =>
  n === null || offsets.size === 0 ? n : n - (offsets.get(sourceId) ?? 0);

/** `a`'s rooms as `b`'s source would count them (null when unknown). */
export const roomsAsCountedBy = (a: MatchRecord, b: MatchRecord) => shifted(a.rooms, a.roomOffsets, b.sourceId);

/** `a`'s bathrooms as `b`'s source would count them (null when unknown). */
export const bathroomsAsCountedBy = (a: MatchRecord, b: MatchRecord) =>
  shifted(a.bathrooms, a.bathroomOffsets, b.sourceId);

/** `a`'s surface as `b`'s source would state it (null when unknown). */
export function surfaceAsStatedBy(a: MatchRecord, b: MatchRecord): number | null {
  if (a.surface === null || a.surfaceRatios.size === 0) return a.surface;
  return a.surface / (a.surfaceRatios.get(b.sourceId) ?? 1);
}

/**
 * How far apart two surfaces are, as a share of the larger, after their rounding: a square
 * metre, or half the step of a source that rounds (`slack`, surface-rounding.ts).
 */
export const surfaceApart = (x: number, y: number, slack = SURFACE_ROUNDING_M2) =>
  Math.max(0, Math.abs(x - y) - slack) / Math.max(x, y);

/** The rounding two adverts' surfaces may differ by: the larger of their slacks. */
export const surfaceSlack = (a: MatchRecord, b: MatchRecord) => Math.max(a.surfaceSlack, b.surfaceSlack);

/**
 * The part of `metres` between two precise points that their rounding cannot explain: a
 * street-level point is a rounded coordinate, so two points of one home lie as far apart
 * as the rounding allows. What the distance bands read (pair-features.ts) and the spread.
 */
export function beyondRounding(metres: number, a: MatchRecord, b: MatchRecord): number {
  return Math.max(0, metres - a.pointRadius - b.pointRadius);
}

/**
 * The family `a` and `b` are of when one of their sources files the other's family under
 * its own by habit (the other's, which the habit hides), else null.
 */
export function habitFamily(a: MatchRecord, b: MatchRecord): TypeFamily | null {
  if (a.family === b.family) return null;
  if (a.familyHabits.size && a.familyHabits.has(`${a.family}>${b.family}`)) return b.family;
  if (b.familyHabits.size && b.familyHabits.has(`${b.family}>${a.family}`)) return a.family;
  return null;
}

/**
 * The other families `r` may be one home with by a habit: its own source's (its family
 * filed for another) and any source's that files another family under `r`'s. Blocking
 * looks in their blocks too (candidate-index.ts); empty when no source has a habit.
 */
export function habitFamilies(r: MatchRecord): TypeFamily[] {
  if (r.anyFamilyHabits.size === 0) return [];
  const out: TypeFamily[] = [];
  for (const habit of r.anyFamilyHabits) {
    const [filed, actual] = habit.split(">") as [TypeFamily, TypeFamily];
    if (filed === r.family && r.familyHabits.has(habit)) out.push(actual);
    if (actual === r.family) out.push(filed);
  }
  return out;
}
