// The time axis of the price-history chart: a few ticks spread over the observed span,
// each labelled at the coarsest unit that still tells them apart ("12 nov.", "nov. 26",
// "2026"), and never two ticks with the same label (a span of a few days used to print
// "12 nov. 26" three times).
const DAY_MS = 86_400_000;

type Unit = { options: Intl.DateTimeFormatOptions; ms: number };
const UNITS: Unit[] = [
  { options: { day: "numeric", month: "short" }, ms: DAY_MS },
  { options: { month: "short", year: "2-digit" }, ms: 28 * DAY_MS },
  { options: { year: "numeric" }, ms: 365 * DAY_MS },
];

export type TimeAxis = { ticks: number[]; label: (t: number) => string };

/** At most `target` ticks between `min` and `max` (epoch ms), with distinct labels. */
export function timeAxis(min: number, max: number, locale: string, target = 5): TimeAxis {
  const span = Math.max(max - min, 0);
  // A span of years reads by month; within a year, by day (with the year if it changes).
  const unit = span > 2 * 365 * DAY_MS ? UNITS[2] : span > 120 * DAY_MS ? UNITS[1] : UNITS[0];
  const crossesYear = new Date(min).getUTCFullYear() !== new Date(max).getUTCFullYear();
  const options = unit === UNITS[0] && crossesYear ? { ...unit.options, year: "2-digit" as const } : unit.options;
  const fmt = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Europe/Andorra" });
  const label = (t: number) => fmt.format(t);
  const count = Math.max(1, Math.min(target, Math.floor(span / unit.ms) + 1));
  const step = count > 1 ? span / (count - 1) : 0;
  const ticks: number[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const t = Math.round(min + i * step);
    const text = label(t);
    if (seen.has(text)) continue;
    seen.add(text);
    ticks.push(t);
  }
  return { ticks, label };
}
