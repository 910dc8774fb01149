// Sources that round surfaces. A portal that states every surface to the nearest 5 or 10 m²
// shows 85 m² for a home the agency states at 87: 2 m² apart is its rounding, not another
// home, and read as a difference beyond the square metre every statement may be off by,
// each of its homes would count against itself (stress variant rounded-surfaces). The habit
// is the source's own, read from its share of round surfaces over all its adverts, as
// feature-lists.ts reads lists: the labelled sets' sources state about one surface in ten
// as a multiple of 5 (agents' own round figures), a rounding source nearly all. An advert
// whose surface is a multiple of its source's step is then compared with half the step of
// slack (calibrated-reading.ts surfaceApart); its other adverts, with the usual square metre.
import type { MatchRecord } from "../record/match-record";
import {
  PLACEHOLDER_SURFACE,
  ROUND_COARSER_SHARE,
  ROUND_SURFACE_SHARE,
  ROUND_SURFACE_STEPS,
  SURFACE_ROUNDING_M2,
  SURFACE_ROUNDING_MIN_ADVERTS,
} from "../settings";

/**
 * The step each source rounds its surfaces to, if any: the finest step when at least half
 * its surfaces are multiples of it, then each coarser one nearly all of those are multiples of.
 */
function roundingSteps(records: MatchRecord[]): Map<string, number> {
  const counts = new Map<string, { adverts: number; multiples: number[] }>();
  for (const r of records) {
    if (r.surface === null || r.surface < PLACEHOLDER_SURFACE) continue;
    let c = counts.get(r.sourceId);
    if (!c) counts.set(r.sourceId, (c = { adverts: 0, multiples: ROUND_SURFACE_STEPS.map(() => 0) }));
    c.adverts++;
    ROUND_SURFACE_STEPS.forEach((step, i) => {
      if (r.surface! % step === 0) c.multiples[i]++;
    });
  }
  const steps = new Map<string, number>();
  for (const [source, c] of counts) {
    if (c.adverts < SURFACE_ROUNDING_MIN_ADVERTS) continue;
    if (c.multiples[0] < ROUND_SURFACE_SHARE * c.adverts) continue;
    let i = 0;
    while (i + 1 < c.multiples.length && c.multiples[i + 1] >= ROUND_COARSER_SHARE * c.multiples[i]) i++;
    steps.set(source, ROUND_SURFACE_STEPS[i]);
  }
  return steps;
}

/** Sets every record's `surfaceSlack` from its source's rounding (every advert held and the run's new ones). Returns the steps. */
export function markSurfaceRounding(records: MatchRecord[]): Map<string, number> {
  const steps = roundingSteps(records);
  for (const r of records) {
    const step = steps.get(r.sourceId);
    r.surfaceSlack =
      step !== undefined && r.surface !== null && r.surface % step === 0
        ? Math.max(SURFACE_ROUNDING_M2, step / 2)
        : SURFACE_ROUNDING_M2;
  }
  return steps;
}
