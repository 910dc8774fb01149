// The declared comparisons (comparisons.ts) compiled into feature numbers, once, at load:
// millions of pairs are scored per ingestion run, so the hot path passes numbers around
// and builds no strings and no sets.
import { COMPARISONS } from "./comparisons";

type Declared = typeof COMPARISONS;
type LevelIds<L> = L extends string ? number : number[];
/** Each comparison's levels as feature numbers: a named key is one number, a list or bands an array. */
type Ids = { [C in keyof Declared]: { [L in keyof Declared[C]["levels"]]: LevelIds<Declared[C]["levels"][L]> } };
type AnyLevel = string | { keys: readonly string[]; alike?: "low" | "high" } | Bandlike;
type Bandlike = { prefix: string; bands: readonly number[]; alike?: "low" | "high"; bounded?: boolean };

const KEYS: string[] = [];
/** Chains of feature numbers, most alike first. */
const CHAINS: number[][] = [];
const SLOTS: number[][] = [];

/** A key's number; a key listed again is the same feature ("identity" reads "one side only" as "none"). */
function register(key: string): number {
  const n = KEYS.indexOf(key);
  if (n >= 0) return n;
  KEYS.push(key);
  return KEYS.length - 1;
}

function chain(ids: number[], alike: "low" | "high" | undefined): void {
  if (alike) CHAINS.push(alike === "low" ? ids : [...ids].reverse());
}

function compile(level: AnyLevel): number | number[] {
  if (typeof level === "string") return register(level);
  if ("keys" in level) {
    const ids = level.keys.map(register);
    chain(ids, level.alike);
    return ids;
  }
  const ids = [...level.bands.map((c) => register(`${level.prefix}${c}`)), register(`${level.prefix}inf`)];
  chain(level.bounded ? ids.slice(0, -1) : ids, level.alike);
  return ids;
}

const compiled: Record<string, Record<string, number | number[]>> = {};
for (const [name, comparison] of Object.entries(COMPARISONS)) {
  const levels: Record<string, number | number[]> = {};
  for (const [level, declared] of Object.entries(comparison.levels)) levels[level] = compile(declared as AnyLevel);
  compiled[name] = levels;
  if (comparison.cost !== "costly") continue;
  const slots = "slots" in comparison ? comparison.slots : [Object.keys(levels)];
  for (const slot of slots) SLOTS.push(slot.flatMap((level) => levels[level]));
}

/** Every comparison's feature numbers, by comparison and level. */
export const IDS = compiled as Ids;

/** Every feature key, by number (score.ts compiles the weights into an array of the same order). */
export const FEATURE_KEYS: readonly string[] = KEYS;

/** The monotone chains as feature keys, most alike first: the fit makes their weights non-increasing. */
export const MONOTONE_CHAINS: string[][] = CHAINS.map((ids) => ids.map((n) => KEYS[n]));

/**
 * The slots of the costly comparisons, as feature numbers: a pair carries at most one
 * feature of each, so the most they can add is the sum of each slot's best weight.
 */
export const COSTLY_SLOTS: readonly (readonly number[])[] = SLOTS;
