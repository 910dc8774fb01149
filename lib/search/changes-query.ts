// GET /v1/changes parameters (docs/api.md#changes): `since` is an RFC 3339 date-time
// (microseconds kept, compared exactly in SQL), required, at most 31 days old; `limit`
// 1..1000, default 100.
import { z } from "@/lib/zod";
import { positiveNumber } from "./params";

const CHANGES_MAX_LIMIT = 1000;
const CHANGES_MAX_AGE_DAYS = 31;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/i;

/** Strict check: a real calendar date and time (no "Feb 30" rolled over by Date). */
export function isRfc3339(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const offsetOk = m[8].toUpperCase() === "Z" || (Number(m[8].slice(1, 3)) <= 23 && Number(m[8].slice(4, 6)) <= 59);
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h <= 23 &&
    mi <= 59 &&
    s <= 59 &&
    offsetOk
  );
}

export const changesQueryShape = {
  since: z
    .string({
      message:
        "since is required: an RFC 3339 date-time at most 31 days ago, e.g. the updated_at of the last row you received.",
    })
    .refine(isRfc3339, {
      // A "+01:00" offset sent unencoded arrives as " 01:00": + means a space in a query string.
      error: (issue) =>
        / \d{2}:\d{2}$/.test(String(issue.input))
          ? "since has a space where its offset's + should be: write + as %2B, e.g. since=2026-11-20T09:00:00%2B01:00."
          : "since must be an RFC 3339 date-time such as 2026-11-20T08:00:00.000000Z.",
    })
    .refine((s) => !isRfc3339(s) || Date.parse(s) >= Date.now() - CHANGES_MAX_AGE_DAYS * 86_400_000, {
      message: `since must be at most ${CHANGES_MAX_AGE_DAYS} days in the past; resynchronise from /v1/properties first.`,
    })
    .openapi({
      format: "date-time",
      description:
        "Exclusive lower bound on updated_at: pass the updated_at of the last row you received. At most 31 days old; a future value returns no rows.",
      example: "2026-11-21T08:00:00.000000Z",
    }),
  limit: positiveNumber("limit", CHANGES_MAX_LIMIT)
    .default(100)
    // The generator leaves out the default of a string parsed into a number: stated here.
    .openapi({ description: "Rows per response, 1 to 1000 (default 100).", default: 100, example: 100 }),
};

export const changesQuerySchema = z.object(changesQueryShape);
export type ChangesQuery = z.output<typeof changesQuerySchema>;
export const CHANGES_PARAMETERS = Object.keys(changesQueryShape);
