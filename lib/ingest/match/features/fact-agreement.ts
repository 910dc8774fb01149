// What the texts of two adverts state against each other (text-facts.ts): a floor, a door
// or block, a building or street name, numbers. Compared here; what each agreement is
// worth is fitted with the other pair features (pair-features.ts, match-weights.ts).
import type { TextFacts } from "../evidence/text-facts";

const overlap = <T>(a: T[], b: T[]) => a.some((x) => b.includes(x));

/** Edit distance, for proper names spelt per language ("Unió"/"Unión", "Major"/"Mayor"). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}

/** Two names agree when one of their words (3+ letters) is spelt alike: within 2 edits, or a shared 4-letter stem. */
const sameName = (x: string, y: string) => {
  const xs = x.slice(2).split(" ");
  const ys = y.slice(2).split(" ");
  return xs.some((u) =>
    ys.some(
      (v) =>
        (u.length >= 4 && v.startsWith(u.slice(0, 4))) ||
        editDistance(u, v) <= Math.min(2, u.length >> 2, v.length >> 2),
    ),
  );
};

/** How two texts' facts compare: 1 agree, -1 differ, 0 not stated on both sides. */
export type FactAgreement = {
  floor: number;
  unit: number;
  building: number;
  street: number;
  /** Numbers both texts state (a terrace's m², a year, fees). */
  sharedNumbers: number;
  /** Both texts state two numbers or more: then sharing none is another home's text. */
  bothNumbered: boolean;
};

const NONE: FactAgreement = { floor: 0, unit: 0, building: 0, street: 0, sharedNumbers: 0, bothNumbered: false };

// Facts the text states (text-facts.ts). Another floor or door is the one thing that tells
// sibling units of a building apart, and is rarely misstated: the fit reads it as strong
// evidence against. A fact stated on one side only says nothing: portals shorten texts.
/** The texts' facts compared, read the same in any language. */
export function compareFacts(a: TextFacts | null, b: TextFacts | null): FactAgreement {
  if (!a || !b) return NONE;
  const out = { ...NONE };
  if (a.floors.length && b.floors.length) out.floor = overlap(a.floors, b.floors) ? 1 : -1;
  const kinds = new Set(a.units.map((u) => u.split(":")[0]).filter((k) => b.units.some((u) => u.startsWith(`${k}:`))));
  for (const k of kinds) {
    const same = overlap(
      a.units.filter((u) => u.startsWith(`${k}:`)),
      b.units,
    );
    out.unit = Math.min(out.unit === 0 ? 1 : out.unit, same ? 1 : -1);
  }
  for (const [prefix, key] of [
    ["b:", "building"],
    ["s:", "street"],
  ] as const) {
    const x = a.names.filter((n) => n.startsWith(prefix));
    const y = b.names.filter((n) => n.startsWith(prefix));
    if (x.length && y.length) out[key] = x.some((n) => y.some((m) => sameName(n, m))) ? 1 : -1;
  }
  out.sharedNumbers = a.numbers.filter((n) => b.numbers.includes(n)).length;
  out.bothNumbered = a.numbers.length >= 2 && b.numbers.length >= 2;
  return out;
}
