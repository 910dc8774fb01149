// The fitting of the match model (scripts/dev/fit-match-weights.ts): logistic
// regression and the monotone bands.
import { describe, expect, it } from "vitest";
import { fitLogistic, nonIncreasing } from "@/scripts/dev/eval/logistic";

describe("fitLogistic", () => {
  it("recovers the log-odds of features from data drawn with them", () => {
    // Feature 0 adds +2, feature 1 adds -1, bias -0.5; every combination in proportion.
    const rows: Uint16Array[] = [];
    const y: number[] = [];
    const logit = (f0: boolean, f1: boolean) => -0.5 + (f0 ? 2 : 0) + (f1 ? -1 : 0);
    for (const f0 of [false, true]) {
      for (const f1 of [false, true]) {
        const p = 1 / (1 + Math.exp(-logit(f0, f1)));
        const row = Uint16Array.from([...(f0 ? [0] : []), ...(f1 ? [1] : [])]);
        for (let k = 0; k < 1000; k++) {
          rows.push(row);
          y.push(k < Math.round(p * 1000) ? 1 : 0);
        }
      }
    }
    const fit = fitLogistic(rows, Uint8Array.from(y), 2, 1e-6);
    expect(fit.bias).toBeCloseTo(-0.5, 1);
    expect(fit.weights[0]).toBeCloseTo(2, 1);
    expect(fit.weights[1]).toBeCloseTo(-1, 1);
  });

  it("keeps a weight finite when a feature only ever occurs with one answer (the penalty bounds it)", () => {
    const rows = [Uint16Array.from([0]), Uint16Array.from([0]), Uint16Array.from([]), Uint16Array.from([])];
    const fit = fitLogistic(rows, Uint8Array.from([0, 0, 1, 0]), 1, 0.03);
    expect(Number.isFinite(fit.weights[0])).toBe(true);
    expect(fit.weights[0]).toBeLessThan(-1);
  });
});

describe("nonIncreasing", () => {
  it("pools adjacent violators by weight and leaves ordered values alone", () => {
    expect(nonIncreasing([3, 2, 1], [1, 1, 1])).toEqual([3, 2, 1]);
    expect(nonIncreasing([3, 1, 2], [1, 1, 1])).toEqual([3, 1.5, 1.5]);
    expect(nonIncreasing([1, 2], [3, 1])).toEqual([1.25, 1.25]);
  });
});
