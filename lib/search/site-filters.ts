// Search filters the public site offers beyond GET /v1/properties (docs/decisions.md#url-is-the-state):
// town, maximum rooms and surface, features, "price dropped" and "new this week". They are
// parsed with the same strict building blocks as the API's parameters and turned into SQL
// here, next to the API's own filters (search-sql.ts), so the site and the API share one
// query layer; the API does not accept them (yet), so its OpenAPI document is unchanged.
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

export const siteFilterShape = {
  town: oneOf("town", TOWN_IDS).optional(),
  maxRooms: wholeNumber("maxRooms", 1000).optional(),
  maxSurface: wholeNumber("maxSurface", 1_000_000).optional(),
  features: commaList("features", FEATURE_FILTER_IDS).optional(),
  priceDrop: yes("priceDrop").optional(),
  new: yes("new").optional(),
};

export type SiteFilters = z.output<z.ZodObject<typeof siteFilterShape>>;
type Bounds = SiteFilters & { parish?: string[]; minRooms?: number; minSurface?: number };

/** Cross-field rules: a town must lie in the chosen parish(es); a maximum is not below its minimum. */
export function checkSiteFilters(q: Bounds, ctx: z.RefinementCtx): void {
  const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
  if (town && q.parish && !q.parish.includes(town.parish))
    ctx.addIssue({ code: "custom", path: ["town"], message: `town ${town.id} is not in the chosen parish.` });
  if (q.minRooms !== undefined && q.maxRooms !== undefined && q.minRooms > q.maxRooms)
    ctx.addIssue({ code: "custom", path: ["maxRooms"], message: "maxRooms must not be less than minRooms." });
  if (q.minSurface !== undefined && q.maxSurface !== undefined && q.minSurface > q.maxSurface)
    ctx.addIssue({ code: "custom", path: ["maxSurface"], message: "maxSurface must not be less than minSurface." });
}

/** The SQL conditions of the site's filters (alias p = property); empty when none is set. */
export function siteFiltersWhere(q: Partial<SiteFilters>, now = Date.now()): Prisma.Sql[] {
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
