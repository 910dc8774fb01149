// The "Current figures" table of docs/benchmarks.md: each benchmark replaces its own rows
// (same area and figure) in place, adds new ones at the end of the table, and leaves every
// other row and the rest of the document alone.
import { describe, expect, it } from "vitest";
import { formatSummaryRow, setSummaryRows, type SummaryRow } from "@/scripts/dev/bench/summary-table";

const row = (over: Partial<SummaryRow>): SummaryRow => ({
  area: "API",
  figure: "/v1/stats p50",
  result: "16 ms",
  target: "< 20 ms",
  measured: "2026-11-22",
  command: "npm run bench:api",
  ...over,
});

describe("setSummaryRows", () => {
  it("creates the table under the document's title", () => {
    const doc = setSummaryRows("# Benchmarks\n\nIntro.\n\n## API\n", [row({})]);
    expect(doc).toBe(
      "# Benchmarks\n\n<!-- bench:summary:start -->\n## Current figures\n\n| Area | Figure | Result | Target | Measured | Command |\n" +
        "|---|---|---|---|---|---|\n| API | /v1/stats p50 | 16 ms | < 20 ms | 2026-11-22 | npm run bench:api |\n\n<!-- bench:summary:end -->\n\nIntro.\n\n## API\n",
    );
  });

  it("replaces a row in place and appends a new one after the last row", () => {
    const first = setSummaryRows("# Benchmarks\n", [
      row({}),
      row({ area: "Site", figure: "Lighthouse /search", result: "98" }),
    ]);
    const next = setSummaryRows(first, [
      row({ result: "14 ms", measured: "2026-11-25" }),
      row({ area: "Ingestion", figure: "First load: time", result: "104.3 s" }),
    ]);
    const lines = next.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| Area"));
    expect(lines).toEqual([
      "| API | /v1/stats p50 | 14 ms | < 20 ms | 2026-11-25 | npm run bench:api |",
      "| Site | Lighthouse /search | 98 | < 20 ms | 2026-11-22 | npm run bench:api |",
      "| Ingestion | First load: time | 104.3 s | < 20 ms | 2026-11-22 | npm run bench:api |",
    ]);
    expect(next.endsWith("<!-- bench:summary:end -->\n")).toBe(true);
  });

  it("does not take a row whose figure only starts the same for the same row", () => {
    const doc = setSummaryRows("# B\n", [row({ figure: "/v1/stats p50 at 1 connection", result: "1 ms" })]);
    const next = setSummaryRows(doc, [row({})]);
    expect(next).toContain("| API | /v1/stats p50 at 1 connection | 1 ms |");
    expect(next).toContain("| API | /v1/stats p50 | 16 ms |");
  });

  it("replaces a row of a table whose columns Prettier padded", () => {
    const padded = [
      "# Benchmarks",
      "<!-- bench:summary:start -->",
      "| Area | Figure        | Result | Target  | Measured   | Command           |",
      "| ---- | ------------- | ------ | ------- | ---------- | ----------------- |",
      "| API  | /v1/stats p50 | 16 ms  | < 20 ms | 2026-11-22 | npm run bench:api |",
      "<!-- bench:summary:end -->",
    ].join("\n");
    const next = setSummaryRows(padded, [row({ result: "12 ms", measured: "2026-11-25" })]);
    const rows = next.split("\n").filter((l) => l.includes("/v1/stats p50"));
    expect(rows).toEqual([formatSummaryRow(row({ result: "12 ms", measured: "2026-11-25" }))]);
  });

  it("escapes pipes so a cell cannot break the table", () => {
    expect(formatSummaryRow(row({ command: "a | b" }))).toBe(
      "| API | /v1/stats p50 | 16 ms | < 20 ms | 2026-11-22 | a \\| b |",
    );
  });
});
