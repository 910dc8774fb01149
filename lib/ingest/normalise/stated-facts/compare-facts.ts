// Two adverts' stated facts (read-facts.ts) side by side: a fact both state and that
// differs is a disagreement, one both state alike an agreement; a fact only one states is
// missing, neither. Tolerances are those of one home described twice: a building's year
// within a few years (an agency rounds, another gives the completion), a decade holding a
// year; a street named with or without its number; fees within a rounding or a raise; an aspect
// sharing a quarter; a terrace or storage room within a square metre or a tenth; bathrooms
// counting a toilet stated apart or not.
import type { StatedFacts } from "./read-facts";

type FactReading = "agree" | "differ";
export type FactComparison = Partial<Record<keyof StatedFacts, FactReading>>;

const reading = (same: boolean): FactReading => (same ? "agree" : "differ");

const BUILT_SLACK_YEARS = 3;
/** Fees of one home stated twice drift this much (a year's raise on an older advert)… */
const FEE_DRIFT = 0.05;

/** …or one side rounds: a figure's step is the roundest of 100, 50, 10, 5 it is a multiple of. */
const roundingStep = (x: number) => [100, 50, 10, 5].find((step) => x % step === 0) ?? 1;

/** One room measured twice: within a square metre, or a tenth of the larger. */
const sameSize = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.1 * Math.max(a, b));

function compareFee(a: number, b: number): FactReading {
  const slack = Math.max(FEE_DRIFT * Math.max(a, b), Math.max(roundingStep(a), roundingStep(b)) / 2);
  return reading(Math.abs(a - b) <= slack);
}

function compareStreet(a: NonNullable<StatedFacts["street"]>, b: NonNullable<StatedFacts["street"]>): FactReading {
  // One name may be the other's with a word more ("Prat de la Creu" / "Prat Creu").
  const [x, y] = [a.name.split(" "), b.name.split(" ")];
  const sameName = x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
  if (!sameName) return "differ";
  return reading(a.number === undefined || b.number === undefined || a.number === b.number);
}

function compareBuilt(a: NonNullable<StatedFacts["built"]>, b: NonNullable<StatedFacts["built"]>): FactReading {
  return reading(a.from <= b.to + BUILT_SLACK_YEARS && b.from <= a.to + BUILT_SLACK_YEARS);
}

/** How `a` and `b` read on every fact both state. */
export function compareStatedFacts(a: StatedFacts, b: StatedFacts): FactComparison {
  const out: FactComparison = {};
  if (a.street && b.street) out.street = compareStreet(a.street, b.street);
  if (a.built && b.built) out.built = compareBuilt(a.built, b.built);
  if (a.condition && b.condition)
    // New and good are one home before and after a few years; "to renovate" is neither.
    out.condition = reading((a.condition === "to_renovate") === (b.condition === "to_renovate"));
  if (a.fee !== undefined && b.fee !== undefined) out.fee = compareFee(a.fee, b.fee);
  // "South-east" and "east" are one aspect seen twice; "north" and "south-east" are two homes.
  if (a.facing && b.facing) out.facing = reading([...a.facing].some((q) => b.facing!.includes(q)));
  for (const key of ["terrace", "storage"] as const)
    if (a[key] !== undefined && b[key] !== undefined) out[key] = reading(sameSize(a[key], b[key]));
  // A toilet counted apart by one writer may be among the other's bathrooms.
  if (a.bathrooms !== undefined && b.bathrooms !== undefined)
    out.bathrooms = reading(
      a.bathrooms <= b.bathrooms + (b.toilets ?? 0) && b.bathrooms <= a.bathrooms + (a.toilets ?? 0),
    );
  for (const key of ["floor", "lift", "bedrooms", "rooms", "separateWc", "space"] as const)
    if (a[key] !== undefined && b[key] !== undefined) out[key] = reading(a[key] === b[key]);
  return out;
}
