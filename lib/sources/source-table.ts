// `npm run sources -- list` and `runs` as plain-text tables.
import type { RunDetail, SourceSummary } from "./source-views";

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 19) : "—");
const counts = (r: { read: number; accepted: number; rejected: number; withdrawn: number }) =>
  `${r.read}/${r.accepted}/${r.rejected}/${r.withdrawn}`;

export function formatSourceTable(list: SourceSummary[]): string {
  if (!list.length) return "No sources.";
  return table(
    ["ID", "FORMAT", "EVERY", "STATE", "NEXT RUN", "LAST RUN", "READ/OK/REJ/WDR", "FAILS", "FEED"],
    list.map((s) => [
      s.id,
      s.format,
      s.every ?? "—",
      s.feed === null ? "no feed" : s.paused ? "paused" : "scheduled",
      when(s.nextRunAt),
      s.lastRun ? `${s.lastRun.status} ${when(s.lastRun.finishedAt)}` : "—",
      s.lastRun ? counts(s.lastRun) : "—",
      String(s.failuresInARow),
      s.feed ?? "—",
    ]),
  );
}

export function formatRunTable(runs: RunDetail[]): string {
  if (!runs.length) return "No runs yet.";
  return table(
    ["STARTED", "TRIGGER", "STATUS", "SECONDS", "READ/OK/REJ/WDR", "ERROR"],
    runs.map((r) => [
      when(r.startedAt),
      r.trigger,
      r.status,
      r.durationMs === null ? "—" : (r.durationMs / 1000).toFixed(1),
      counts(r),
      r.error ?? "",
    ]),
  );
}
