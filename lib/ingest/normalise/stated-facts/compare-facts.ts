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

const BUILT_SLACK_YEARS = 3;
/** Fees of one home stated twice drift this much (a year's raise on an older advert)… */
const FEE_DRIFT = 0.05;

/** …or one side rounds: a figure's step is the roundest of 100, 50, 10, 5 it is a multiple of. */
const roundingStep = (x: number) => [100, 50, 10, 5].find((step) => x % step === 0) ?? 1;

/** One room measured twice: within a square metre, or a tenth of the larger. */
const sameSize = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.1 * Math.max(a, b));

function sameFee(a: number, b: number): boolean {
  const slack = Math.max(FEE_DRIFT * Math.max(a, b), Math.max(roundingStep(a), roundingStep(b)) / 2);
  return Math.abs(a - b) <= slack;
}

function sameStreet(a: NonNullable<StatedFacts["street"]>, b: NonNullable<StatedFacts["street"]>): boolean {
  // One name may be the other's with a word more ("Prat de la Creu" / "Prat Creu").
  const [x, y] = [a.name.split(" "), b.name.split(" ")];
  const sameName = x.every((w) => y.includes(w)) || y.every((w) => x.includes(w));
  return sameName && (a.number === undefined || b.number === undefined || a.number === b.number);
}

const sameBuilt = (a: NonNullable<StatedFacts["built"]>, b: NonNullable<StatedFacts["built"]>) =>
  a.from <= b.to + BUILT_SLACK_YEARS && b.from <= a.to + BUILT_SLACK_YEARS;

// Whether two statements of a fact (both made) describe one home: one row per fact.
type Same = (a: StatedFacts, b: StatedFacts) => boolean;
const SAME = {
  street: (a, b) => sameStreet(a.street!, b.street!),
  built: (a, b) => sameBuilt(a.built!, b.built!),
  // New and good are one home before and after a few years; "to renovate" is neither.
  condition: (a, b) => (a.condition === "to_renovate") === (b.condition === "to_renovate"),
  fee: (a, b) => sameFee(a.fee!, b.fee!),
  // "South-east" and "east" are one aspect seen twice; "north" and "south-east" are two homes.
  facing: (a, b) => [...a.facing!].some((q) => b.facing!.includes(q)),
  terrace: (a, b) => sameSize(a.terrace!, b.terrace!),
  storage: (a, b) => sameSize(a.storage!, b.storage!),
  // A toilet counted apart by one writer may be among the other's bathrooms.
  bathrooms: (a, b) =>
    a.bathrooms! <= b.bathrooms! + (b.toilets ?? 0) && b.bathrooms! <= a.bathrooms! + (a.toilets ?? 0),
  floor: (a, b) => a.floor === b.floor,
  lift: (a, b) => a.lift === b.lift,
  bedrooms: (a, b) => a.bedrooms === b.bedrooms,
  rooms: (a, b) => a.rooms === b.rooms,
  separateWc: (a, b) => a.separateWc === b.separateWc,
  space: (a, b) => a.space === b.space,
} satisfies Partial<Record<keyof StatedFacts, Same>>;

export type ComparedFact = keyof typeof SAME;
/** The facts compared, in the order of statedDisagreements' bits. */
export const COMPARED_FACTS = Object.keys(SAME) as ComparedFact[];

/** How `a` and `b` read on every fact both state. */
export function compareStatedFacts(a: StatedFacts, b: StatedFacts): FactComparison {
  const out: FactComparison = {};
  for (const key of COMPARED_FACTS)
    if (a[key] !== undefined && b[key] !== undefined) out[key] = SAME[key](a, b) ? "agree" : "differ";
  return out;
}

/**
 * The facts both state and that differ, as bits (1 << index in COMPARED_FACTS): what
 * compareStatedFacts reads "differ", without building an object, for the matcher's
 * millions of pairs.
 */
export function statedDisagreements(a: StatedFacts, b: StatedFacts): number {
  let bits = 0;
  for (let i = 0; i < COMPARED_FACTS.length; i++) {
    const key = COMPARED_FACTS[i];
    if (a[key] !== undefined && b[key] !== undefined && !SAME[key](a, b)) bits |= 1 << i;
  }
  return bits;
}
