// What the texts of two adverts state against each other (text-facts.ts): a floor, a door
// or block, a building or street name, numbers. Weights are log-odds set by reasoning, not
// fitted: the development set's descriptions are templates of the structured fields and
// state none of these (docs/decisions.md#text-facts).
import type { TextFacts } from "./text-facts";

/** At most this much evidence for a match from the text's facts (they never make one alone). */
export const MAX_TEXT = 1.9;

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

// Facts the text states (text-facts.ts). Another floor or door is the one thing that tells
// sibling units of a building apart, and is rarely misstated: strong evidence against. A
// shared building name, street or number is mild evidence for (siblings share those too).
// A fact stated on one side only says nothing: portals shorten texts.
/** The text's facts compared; weights are set by reasoning (the dev set's texts state none). */
export function textSignals(a: TextFacts | null, b: TextFacts | null): Record<string, number> {
  const s: Record<string, number> = {};
  if (!a || !b) return s;
  if (a.floors.length && b.floors.length) s.floor = overlap(a.floors, b.floors) ? 1.1 : -4.5;
  const kinds = new Set(a.units.map((u) => u.split(":")[0]).filter((k) => b.units.some((u) => u.startsWith(`${k}:`))));
  for (const k of kinds) {
    const same = overlap(
      a.units.filter((u) => u.startsWith(`${k}:`)),
      b.units,
    );
    s.unit = Math.min(s.unit ?? 0.75, same ? 0.75 : -3.75);
  }
  for (const [prefix, key, agree, differ] of [
    ["b:", "building", 0.75, -1.5],
    ["s:", "street", 0.4, -1.1],
  ] as const) {
    const x = a.names.filter((n) => n.startsWith(prefix));
    const y = b.names.filter((n) => n.startsWith(prefix));
    if (x.length && y.length) s[key] = x.some((n) => y.some((m) => sameName(n, m))) ? agree : differ;
  }
  const shared = a.numbers.filter((n) => b.numbers.includes(n)).length;
  if (shared) s.numbers = shared >= 2 ? 1.1 : 0.6;
  // Cap what the text adds in favour; what it says against stands in full.
  let positive = 0;
  for (const [k, v] of Object.entries(s)) {
    if (v <= 0) continue;
    const allowed = Math.max(0, Math.min(v, MAX_TEXT - positive));
    positive += allowed;
    if (allowed) s[k] = allowed;
    else delete s[k];
  }
  return s;
}
