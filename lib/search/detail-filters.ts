// The detail filters of the search (docs/api.md#search-parameters): town, maximum rooms
// and surface, features, "price dropped" and "new this week". Part of the one schema of
// GET /v1/properties and the site's search (search-query.ts), parsed with the same strict
// building blocks, documented in the OpenAPI text from the descriptions below, and turned
// into SQL here, next to the other filters (search-sql.ts).
import { Prisma } from "@/lib/generated/prisma/client";
import { TOWNS } from "@/lib/geo/towns";
import { z } from "@/lib/zod";
import { commaList, oneOf, wholeNumber } from "./params";
import { NEW_DAYS, PRICE_DROP_DAYS, priceDropExists, windowStart } from "./price-drop";

/** Feature filters → the canonical feature keys (lib/ingest/normalise/feature-vocabulary.ts) each accepts. */
export const FEATURE_FILTERS = {
  lift: ["Lift"],
  parking: ["Parking", "Closed garage"],
  terrace: ["Terrace"],
  garden: ["Garden"],
  pool: ["Pool"],
  furnished: ["Furnished"],
} as const satisfies Record<string, readonly string[]>;
export type FeatureFilter = keyof typeof FEATURE_FILTERS;
export const FEATURE_FILTER_IDS = Object.keys(FEATURE_FILTERS) as [FeatureFilter, ...FeatureFilter[]];

const TOWN_IDS = TOWNS.map((t) => t.id) as [string, ...string[]];
const yes = (name: string) => oneOf(name, ["1"]).transform(() => true as const);

export const detailFilterShape = {
  maxRooms: wholeNumber("maxRooms", 1000)
    .optional()
    .openapi({ description: "Maximum number of rooms; not below minRooms.", example: 3 }),
  maxSurface: wholeNumber("maxSurface", 1_000_000)
    .optional()
    .openapi({ description: "Maximum surface in m²; not below minSurface.", example: 120 }),
  town: oneOf("town", TOWN_IDS).optional().openapi({
    description: "A town, village or neighbourhood id from GET /v1/towns; it must lie in `parish` when both are given.",
    example: "encamp",
  }),
  features: commaList("features", FEATURE_FILTER_IDS)
    .optional()
    .openapi({
      description: `Comma-separated features, all required: ${FEATURE_FILTER_IDS.map((f) => `\`${f}\` (${FEATURE_FILTERS[f].join(" or ")})`).join(", ")}; each matches the canonical keys of \`features\` in parentheses.`,
      example: "lift,parking",
    }),
  priceDrop: yes("priceDrop")
    .optional()
    .openapi({
      description: `\`1\`: only properties whose lowest asking price was cut within the last ${PRICE_DROP_DAYS} days (windows start on the hour).`,
      example: "1",
    }),
  new: yes("new")
    .optional()
    .openapi({
      description: `\`1\`: only properties first seen within the last ${NEW_DAYS} days (windows start on the hour).`,
      example: "1",
    }),
};

type DetailFilters = z.output<z.ZodObject<typeof detailFilterShape>>;
type Bounds = Partial<DetailFilters> & { parish?: string[]; minRooms?: number; minSurface?: number };

/** Cross-field rules: a town must lie in the chosen parish(es); a maximum is not below its minimum. */
export function checkDetailFilters(q: Bounds, ctx: z.RefinementCtx): void {
  const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
  if (town && q.parish && !q.parish.includes(town.parish))
    ctx.addIssue({ code: "custom", path: ["town"], message: `town ${town.id} is not in the chosen parish.` });
  if (q.minRooms !== undefined && q.maxRooms !== undefined && q.minRooms > q.maxRooms)
    ctx.addIssue({ code: "custom", path: ["maxRooms"], message: "maxRooms must not be less than minRooms." });
  if (q.minSurface !== undefined && q.maxSurface !== undefined && q.minSurface > q.maxSurface)
    ctx.addIssue({ code: "custom", path: ["maxSurface"], message: "maxSurface must not be less than minSurface." });
}

/** The SQL conditions of the detail filters (alias p = property); empty when none is set. */
export function detailFiltersWhere(q: Partial<DetailFilters>, now = Date.now()): Prisma.Sql[] {
  const parts: Prisma.Sql[] = [];
  const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
  // property.town holds the reference town's name (lib/ingest/normalise/location.ts).
  if (town) parts.push(Prisma.sql`p.town = ${town.name}`);
  if (q.maxRooms !== undefined) parts.push(Prisma.sql`p.rooms <= ${q.maxRooms}::int`);
  if (q.maxSurface !== undefined) parts.push(Prisma.sql`p.surface_m2 <= ${q.maxSurface}::float8`);
  for (const f of q.features ?? []) parts.push(Prisma.sql`p.features && ${[...FEATURE_FILTERS[f]]}::text[]`);
  if (q.new) parts.push(Prisma.sql`p.first_seen_at >= ${windowStart(NEW_DAYS, now)}::timestamptz`);
  if (q.priceDrop) parts.push(priceDropExists(windowStart(PRICE_DROP_DAYS, now)));
  return parts;
}
