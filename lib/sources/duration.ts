// How often a source is pulled, as operators write it: a whole number and a unit ("1m",
// "15m", "6h", "1d"). One minute is the least: the scheduler's tick and a feed host's
// patience both make shorter intervals meaningless.
const UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;
const DURATION = /^(\d{1,6})([smhd])$/;

const MIN_EVERY_SECONDS = 60;
/** A week: a longer interval is a paused source by another name. */
const MAX_EVERY_SECONDS = 7 * 86_400;

/** Seconds for "15m", or why the text is not an interval. */
export function parseDuration(text: string): { seconds: number } | { problem: string } {
  const m = DURATION.exec(text.trim());
  if (!m) return { problem: `"${text}" is not a duration (a number and s, m, h or d: 1m, 15m, 6h)` };
  const seconds = Number(m[1]) * UNITS[m[2] as keyof typeof UNITS];
  if (seconds < MIN_EVERY_SECONDS) return { problem: `"${text}" is shorter than 1m, the least interval` };
  if (seconds > MAX_EVERY_SECONDS) return { problem: `"${text}" is longer than 7d, the longest interval` };
  return { seconds };
}

/** "15m" for 900: the largest unit that divides the interval exactly. */
export function formatDuration(seconds: number): string {
  for (const unit of ["d", "h", "m"] as const) {
    if (seconds % UNITS[unit] === 0) return `${seconds / UNITS[unit]}${unit}`;
  }
  return `${seconds}s`;
}
