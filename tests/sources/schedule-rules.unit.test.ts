// The backoff after failures: doubling from the interval, capped.
import { describe, expect, it } from "vitest";
import { nextAfterFailure } from "@/lib/sources/schedule-rules";

const at = new Date("2026-11-28T10:00:00Z");
const minutesAfter = (every: number, failures: number) =>
  (nextAfterFailure(at, every, failures).getTime() - at.getTime()) / 60_000;

describe("backoff after failures", () => {
  it("doubles from one interval and stops at six hours", () => {
    expect([1, 2, 3, 4, 9, 10, 50].map((n) => minutesAfter(60, n))).toEqual([1, 2, 4, 8, 256, 360, 360]);
    expect([1, 2, 3, 5].map((n) => minutesAfter(15 * 60, n))).toEqual([15, 30, 60, 240]);
  });

  it("never retries a source less often than its own interval allows", () => {
    expect([1, 2, 3].map((n) => minutesAfter(86_400, n))).toEqual([1440, 1440, 1440]);
  });
});
