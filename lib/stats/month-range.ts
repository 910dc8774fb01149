// Calendar months of /v1/stats?interval=month (docs/api.md#stats): `from` and `to` are
// written as ISO months ("2026-01") or dates ("2026-01-15", read as their month), in UTC.
// A month is held as a count of months since year 0 so that ranges are plain subtraction.
import { z } from "@/lib/zod";

/** The most months one request may span: five years, enough for a market cycle, and a
 *  bound on the work of one aggregation (each month re-reads the adverts live in it). */
export const MAX_MONTHS = 60;
/** Months answered when `from` is not given: the last year, the current month included. */
export const DEFAULT_MONTHS = 12;

/** Months since January of year 0. */
type MonthIndex = number;

const MONTH_TEXT = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

export const monthIndex = (year: number, month1: number): MonthIndex => year * 12 + (month1 - 1);
export const currentMonth = (now = new Date()): MonthIndex => monthIndex(now.getUTCFullYear(), now.getUTCMonth() + 1);

/** "2026-01" for a month index. */
export function monthText(m: MonthIndex): string {
  return `${String(Math.floor(m / 12)).padStart(4, "0")}-${String((m % 12) + 1).padStart(2, "0")}`;
}

/** The first instant (UTC) of a month. */
export function monthStart(m: MonthIndex): Date {
  const d = new Date(0);
  d.setUTCFullYear(Math.floor(m / 12), m % 12, 1);
  return d;
}

/** A `from` / `to` value: an ISO month or date that exists, as its month index. */
export function monthParam(name: string) {
  return z
    .string()
    .transform((raw, ctx) => {
      const match = MONTH_TEXT.exec(raw);
      const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 1)] : [0, 0, 0];
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      // A date that does not exist (2026-02-30) rolls over into another month or day.
      const exists = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      if (!match || !exists) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be an ISO month or date, e.g. 2026-01 or 2026-01-15 (read as its month).`,
        });
        return z.NEVER;
      }
      return monthIndex(year, month);
    })
    .openapi({ type: "string", pattern: MONTH_TEXT.source });
}

export type MonthRange = { from: MonthIndex; to: MonthIndex };

/** The months asked for, or the message of the rule they break (each naming its parameter). */
export function resolveMonthRange(
  from: MonthIndex | undefined,
  to: MonthIndex | undefined,
  now = new Date(),
): MonthRange | { parameter: "from" | "to"; message: string } {
  const current = currentMonth(now);
  const end = to ?? current;
  if (end > current)
    return { parameter: "to", message: `to must not be after the current month (${monthText(current)}).` };
  const start = from ?? end - (DEFAULT_MONTHS - 1);
  if (start > end)
    return { parameter: "from", message: `from (${monthText(start)}) must not be after to (${monthText(end)}).` };
  if (end - start + 1 > MAX_MONTHS)
    return {
      parameter: "from",
      message: `from–to spans ${end - start + 1} months; at most ${MAX_MONTHS} months per request.`,
    };
  return { from: start, to: end };
}
