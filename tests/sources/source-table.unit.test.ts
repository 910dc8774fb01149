// `npm run sources -- list` and `runs` as tables.
import { describe, expect, it } from "vitest";
import { formatRunTable, formatSourceTable } from "@/lib/sources/source-table";

describe("source tables", () => {
  it("lists each source's schedule, state and last run in aligned columns", () => {
    const table = formatSourceTable([
      {
        id: "agency-x",
        name: "Agency X",
        format: "kyero",
        feed: "https://agency-x.ad/feed.xml",
        every: "15m",
        paused: true,
        nextRunAt: "2026-11-28T11:00:00.000Z",
        lastRun: {
          status: "failed",
          startedAt: "2026-11-28T10:00:00.000Z",
          finishedAt: "2026-11-28T10:00:02.000Z",
          read: 0,
          accepted: 0,
          rejected: 0,
          withdrawn: 0,
          error: "cannot fetch https://agency-x.ad/feed.xml: HTTP 500",
        },
        failuresInARow: 3,
      },
      {
        id: "pisos-ad",
        name: "pisos.ad",
        format: "pisosad-csv",
        feed: null,
        every: null,
        paused: false,
        nextRunAt: null,
        lastRun: null,
        failuresInARow: 0,
      },
    ]).split("\n");
    expect(table[0]).toMatch(/^ID\s+FORMAT\s+EVERY\s+STATE\s+NEXT RUN\s+LAST RUN\s+READ\/OK\/REJ\/WDR\s+FAILS\s+FEED$/);
    expect(table[1]).toMatch(
      /^agency-x\s+kyero\s+15m\s+paused\s+2026-11-28 11:00:00\s+failed 2026-11-28 10:00:02\s+0\/0\/0\/0\s+3\s+https:/,
    );
    expect(table[2]).toMatch(/^pisos-ad\s+pisosad-csv\s+—\s+no feed\s+—\s+—\s+—\s+0\s+—$/);
    expect(table[1].indexOf("kyero")).toBe(table[2].indexOf("pisosad-csv"));
    expect(formatSourceTable([])).toBe("No sources.");
  });

  it("lists runs with their duration and error", () => {
    const table = formatRunTable([
      {
        id: "r1",
        status: "refused",
        trigger: "schedule",
        startedAt: "2026-11-28T10:00:00.000Z",
        finishedAt: "2026-11-28T10:00:01.500Z",
        durationMs: 1500,
        read: 12,
        accepted: 0,
        rejected: 12,
        withdrawn: 0,
        error: "the feed has no usable advert",
        firstRejected: [],
        report: null,
      },
    ]);
    expect(table.split("\n")[1]).toMatch(
      /^2026-11-28 10:00:00\s+schedule\s+refused\s+1\.5\s+12\/0\/12\/0\s+the feed has no usable advert$/,
    );
  });
});
