// What a run's photo stage did, in the ingest report (lib/ingest/report.ts): how many of
// the adverts' photo URLs were already known, and what became of those fetched.
import type { PhotoStatus } from "./retry-policy";

export type PhotoStageReport = {
  /** Distinct photo URLs of the run's adverts (for this source). */
  urls: number;
  /** Known from an earlier run and not due for a retry: nothing fetched. */
  known: number;
  /** Taken from the evaluation's per-URL cache instead of the network. */
  cached: number;
  /** Fetched (or refused) in this run, by outcome. */
  ok: number;
  dead: number;
  notImage: number;
  tooLarge: number;
  blocked: number;
  /** Bytes downloaded. */
  bytes: number;
  elapsedMs: number;
  /** Process CPU during the stage (fetching, decoding, hashing, resizing, storing). */
  cpuMs: number;
};

export function emptyPhotoReport(): PhotoStageReport {
  return {
    urls: 0,
    known: 0,
    cached: 0,
    ok: 0,
    dead: 0,
    notImage: 0,
    tooLarge: 0,
    blocked: 0,
    bytes: 0,
    elapsedMs: 0,
    cpuMs: 0,
  };
}

const FIELD: Record<PhotoStatus, "ok" | "dead" | "notImage" | "tooLarge" | "blocked"> = {
  ok: "ok",
  dead: "dead",
  not_image: "notImage",
  too_large: "tooLarge",
  blocked: "blocked",
};

export function countOutcome(report: PhotoStageReport, status: PhotoStatus): void {
  report[FIELD[status]]++;
}

/** One line for the CLI. */
export function formatPhotoReport(r: PhotoStageReport): string {
  const fetched = r.ok + r.dead + r.notImage + r.tooLarge + r.blocked;
  return (
    `photos: urls=${r.urls} known=${r.known}${r.cached ? ` cached=${r.cached}` : ""} fetched=${fetched} ` +
    `(ok=${r.ok} dead=${r.dead} not_image=${r.notImage} too_large=${r.tooLarge} blocked=${r.blocked}) ` +
    `${(r.bytes / 2 ** 20).toFixed(1)}MB ${(r.elapsedMs / 1000).toFixed(1)}s`
  );
}
