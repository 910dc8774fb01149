// The "Current figures" table at the top of docs/benchmarks.md: one row per figure, keyed by
// its first two cells (area and figure). Each benchmark writer replaces its own rows, so the
// table always shows the latest run of every benchmark instead of a stack of dated blocks
// (docs/benchmarks.md#current-figures).

export type SummaryRow = {
  area: string;
  figure: string;
  result: string;
  target: string;
  /** When it was measured, YYYY-MM-DD. */
  measured: string;
  command: string;
};

const SUMMARY_START = "<!-- bench:summary:start -->";
const SUMMARY_END = "<!-- bench:summary:end -->";
const HEADER = ["| Area | Figure | Result | Target | Measured | Command |", "|---|---|---|---|---|---|"];

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const rowKey = (area: string, figure: string) => `| ${cell(area)} | ${cell(figure)} |`;
// A row's cells, trimmed: Prettier pads the table's columns, so rows are matched by cell, not by text.
const cellsOf = (line: string) =>
  line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());
const isRowOf = (line: string, area: string, figure: string) => {
  const [a, f] = cellsOf(line);
  return a === cell(area) && f === cell(figure);
};

export function formatSummaryRow(r: SummaryRow): string {
  return `${rowKey(r.area, r.figure)} ${[r.result, r.target, r.measured, r.command].map(cell).join(" | ")} |`;
}

/**
 * `doc` with each row replaced in place (same area and figure), or appended to the table
 * when new. A document without the table gets it under its title.
 */
export function setSummaryRows(doc: string, rows: readonly SummaryRow[]): string {
  let text = doc.includes(SUMMARY_START) && doc.includes(SUMMARY_END) ? doc : insertTable(doc);
  for (const row of rows) {
    const from = text.indexOf(SUMMARY_START);
    const to = text.indexOf(SUMMARY_END, from);
    const lines = text.slice(from, to).split("\n");
    const at = lines.findIndex((l) => isRowOf(l, row.area, row.figure));
    if (at >= 0) lines[at] = formatSummaryRow(row);
    else {
      const last = lines.reduce((found, l, i) => (l.startsWith("|") ? i : found), -1);
      lines.splice(last + 1, 0, formatSummaryRow(row));
    }
    text = text.slice(0, from) + lines.join("\n") + text.slice(to);
  }
  return text;
}

function insertTable(doc: string): string {
  const table = [SUMMARY_START, "## Current figures", "", ...HEADER, "", SUMMARY_END].join("\n");
  const title = doc.match(/^# .*\n/m);
  if (!title || title.index === undefined) return `${table}\n\n${doc}`;
  const end = title.index + title[0].length;
  return `${doc.slice(0, end)}\n${table}\n${doc.slice(end)}`;
}
