// What a run hands to applySnapshots (apply-snapshot.ts): the sources, their snapshots
// and the options; preflight.ts checks the same inputs before anything is read.
import type { PhotoStageOptions } from "@/lib/photos/photo-stage";
import type { RawAdvert } from "../types";

/** A source as a run describes it; name and homepage may be left out once it is stored (preflight.ts). */
export type SourceInfo = { id: string; name?: string; homepageUrl?: string; format: string; feedUrl?: string | null };

export type Progress = { phase: "read" | "photos" | "match" | "write"; done: number; total?: number };

export type ApplyOptions = {
  /** When the snapshot was observed (first/last seen, price history). Default: now. */
  observedAt?: Date;
  batchSize?: number;
  onProgress?: (p: Progress) => void;
  /** Stops the run between batches (the CLI's SIGINT/SIGTERM): what is written stays whole. */
  signal?: AbortSignal;
  /**
   * The photo stage (lib/photos/photo-stage.ts) before matching; false skips it (the CLI's
   * --no-photos, tests about other things). Default: on, configured by the environment.
   */
  photos?: false | PhotoStageOptions;
};

/**
 * One source's snapshot in a run. `full` (default true): it lists every advert of the
 * source, so the missing ones are removed.
 */
export type SnapshotInput = {
  source: SourceInfo;
  raw: AsyncIterable<RawAdvert>;
  full?: boolean;
  /** Apply a full snapshot with no usable advert even though it withdraws every active one (preflight.ts). */
  allowEmpty?: boolean;
  /** Apply a full snapshot that withdraws more than half of the source's active adverts (preflight.ts). */
  allowShrink?: boolean;
};
