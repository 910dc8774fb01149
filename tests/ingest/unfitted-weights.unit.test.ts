// A contradiction no labelled pair showed (two texts naming another street, a lift against
// none, a separate WC against one inside the bathroom) weighs as the typical fitted one, not
// 0; other unfitted features still weigh nothing.
import { describe, expect, it } from "vitest";
import { MATCH_WEIGHTS } from "@/lib/ingest/match/scoring/match-weights";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { UNFITTED_CONTRADICTION, weightOf } from "@/lib/ingest/match/scoring/unfitted-weights";
import { other, rec } from "../support/match-fixtures";

const fittedContradictions = Object.entries(MATCH_WEIGHTS)
  .filter(([k]) => /^(?:stated|fact):\w+:other$/.test(k))
  .map(([, w]) => w)
  .sort((a, b) => a - b);

describe("unfitted weights", () => {
  it("gives an unfitted contradiction the median of the fitted ones", () => {
    expect(fittedContradictions.length).toBeGreaterThan(3);
    const below = fittedContradictions.filter((w) => w < UNFITTED_CONTRADICTION).length;
    const above = fittedContradictions.filter((w) => w > UNFITTED_CONTRADICTION).length;
    expect(below).toBe(above);
    expect(UNFITTED_CONTRADICTION).toBeLessThan(0);
  });

  it("keeps a fitted weight, and gives other unfitted features nothing", () => {
    for (const [key, w] of Object.entries(MATCH_WEIGHTS)) expect(weightOf(key)).toBe(w);
    expect(weightOf("stated:neverSeen:other")).toBe(UNFITTED_CONTRADICTION);
    expect(weightOf("features:unread")).toBe(MATCH_WEIGHTS["features:unread"] ?? 0);
    expect(weightOf("fact:street:same")).toBe(MATCH_WEIGHTS["fact:street:same"] ?? 0);
  });

  it("scores a pair whose texts differ on an unfitted fact that much lower", () => {
    const [lift, none] = ["Pis amb ascensor i vistes.", "Pis sense ascensor, amb vistes."];
    const said = scorePair(rec({ description: lift }), other({ description: lift }));
    const denied = scorePair(rec({ description: lift }), other({ description: none }));
    expect(denied.signals.stated).toBeCloseTo(weightOf("stated:lift:other"), 2);
    expect(weightOf("stated:lift:other")).toBeLessThan(0);
    expect(said.signals.stated ?? 0).toBe(0);
  });
});
