// The months of /v1/stats?interval=month (lib/stats/month-range.ts): ISO months and dates
// read as their month, dates that do not exist refused, and the range rules at their edges.
import { describe, expect, it } from "vitest";
import { MAX_MONTHS, monthIndex, monthParam, monthStart, monthText, resolveMonthRange } from "@/lib/stats/month-range";

const parse = (raw: string) => monthParam("from").safeParse(raw);
const NOW = new Date("2026-11-28T12:00:00Z");

describe("monthParam", () => {
  it.each([
    ["2026-01", "2026-01"],
    ["2026-12-31", "2026-12"],
    ["2024-02-29", "2024-02"],
    ["0999-05", "0999-05"],
  ])("reads %s as %s", (raw, month) => {
    const r = parse(raw);
    expect(r.success && monthText(r.data)).toBe(month);
  });

  it.each([
    "2026-13",
    "2026-00",
    "2026-1",
    "2025-02-29",
    "2026-04-31",
    "2026-01-00",
    "26-01",
    "2026/01",
    " 2026-01",
    "",
  ])("refuses %j, naming the parameter", (raw) => {
    const r = parse(raw);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toMatch(/^from must be an ISO month or date/);
  });
});

describe("resolveMonthRange", () => {
  const now = monthIndex(2026, 11);
  it("defaults to the twelve months ending with the current one", () => {
    expect(resolveMonthRange(undefined, undefined, NOW)).toEqual({ from: now - 11, to: now });
    expect(resolveMonthRange(undefined, monthIndex(2020, 3), NOW)).toEqual({
      from: monthIndex(2019, 4),
      to: monthIndex(2020, 3),
    });
  });

  it("takes one month, and up to MAX_MONTHS", () => {
    expect(resolveMonthRange(now, now, NOW)).toEqual({ from: now, to: now });
    expect(resolveMonthRange(now - MAX_MONTHS + 1, undefined, NOW)).toEqual({ from: now - MAX_MONTHS + 1, to: now });
  });

  it("names the parameter of each broken rule", () => {
    expect(resolveMonthRange(undefined, now + 1, NOW)).toMatchObject({ parameter: "to" });
    expect(resolveMonthRange(now, now - 1, NOW)).toMatchObject({
      parameter: "from",
      message: expect.stringMatching(/after to/),
    });
    expect(resolveMonthRange(now - MAX_MONTHS, undefined, NOW)).toMatchObject({
      parameter: "from",
      message: expect.stringContaining(`at most ${MAX_MONTHS} months`),
    });
  });

  it("starts each month at midnight UTC on its first day", () => {
    expect(monthStart(monthIndex(2026, 1)).toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(monthStart(monthIndex(2026, 12) + 1).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
