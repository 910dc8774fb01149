// GET /v1/stats parameters (docs/api.md#stats). Without `interval` the answer is the
// snapshot per parish and type; `interval=month` asks for the monthly series instead, the
// only form `from`, `to`, `parish` and `town` apply to.
import { z } from "@/lib/zod";
import { TOWNS } from "@/lib/geo/towns";
import { oneOf } from "@/lib/search/params";
import { OPERATIONS, PARISHES } from "@/lib/domain/vocabulary";
import { DEFAULT_MONTHS, MAX_MONTHS, monthParam, resolveMonthRange } from "./month-range";

const TOWN_IDS = TOWNS.map((t) => t.id) as [string, ...string[]];
const SERIES_ONLY = ["from", "to", "parish", "town"] as const;

export const statsQueryShape = {
  op: oneOf("op", OPERATIONS).default("sale").openapi({ description: "Operation.", example: "sale" }),
  interval: oneOf("interval", ["month"]).optional().openapi({
    description:
      "`month`: a series per calendar month (UTC) of the homes active in it, instead of the figures per parish and type.",
    example: "month",
  }),
  from: monthParam("from")
    .optional()
    .openapi({
      description: `With interval=month: the first month, an ISO month or date (read as its month); default ${DEFAULT_MONTHS - 1} months before \`to\`. At most ${MAX_MONTHS} months from \`from\` to \`to\`.`,
    }),
  to: monthParam("to").optional().openapi({
    description: "With interval=month: the last month, not after the current one (the default).",
    example: "2026-06",
  }),
  parish: oneOf("parish", PARISHES)
    .optional()
    .openapi({ description: "With interval=month: only the homes of this parish.", example: "escaldes_engordany" }),
  town: oneOf("town", TOWN_IDS).optional().openapi({
    description: "With interval=month: only the homes of this town (an id from GET /v1/towns), in `parish` if given.",
    example: "encamp",
  }),
};

/** Cross-field rules: the series' parameters need interval=month; a town lies in its
 *  parish; the months run forwards, end by the current month and span at most MAX_MONTHS. */
export const statsQuerySchema = z
  .object(statsQueryShape)
  .superRefine((q, ctx) => {
    if (!q.interval) {
      for (const name of SERIES_ONLY)
        if (q[name] !== undefined)
          ctx.addIssue({ code: "custom", path: [name], message: `${name} applies only with interval=month.` });
      return;
    }
    const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
    if (town && q.parish && town.parish !== q.parish)
      ctx.addIssue({ code: "custom", path: ["town"], message: `town ${town.id} is not in parish ${q.parish}.` });
  })
  .transform((q, ctx) => {
    if (!q.interval) return { ...q, months: null };
    const range = resolveMonthRange(q.from, q.to);
    if ("from" in range) return { ...q, months: range };
    ctx.addIssue({ code: "custom", path: [range.parameter], message: range.message });
    return z.NEVER;
  });

export const STATS_PARAMETERS = Object.keys(statsQueryShape);
