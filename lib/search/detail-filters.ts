// The detail filters of the search (docs/api.md#search-parameters): town, maximum rooms
// and surface, features, "price dropped" and "new this week". Part of the one schema of
// GET /v1/properties and the site's search (search-query.ts), parsed with the same strict
// building blocks, documented in the OpenAPI text from the descriptions below, and turned
// into SQL here, next to the other filters (search-sql.ts).
import { Prisma } from "@/lib/generated/prisma/client";
import { TOWNS } from "@/lib/geo/towns";
import { z } from "@/lib/zod";
import { FEATURE_VALUES, featureKeys, featureTerm } from "./feature-vocabulary";
import { oneOf, wholeNumber } from "./params";
import { NEW_DAYS, PRICE_DROP_DAYS, priceDropExists, windowStart } from "./price-drop";

/** `features`: comma-separated terms of the vocabulary (feature-vocabulary.ts), each turned into its term. */
const featureList = z
  .string()
  .transform((raw, ctx) => {
    const items = raw.split(",").map((s) => s.trim());
    const terms = items.map(featureTerm);
    const bad = items.findIndex((s, i) => !s || !terms[i]);
    if (bad >= 0) {
      const what = items[bad] ? `an unknown value "${items[bad].slice(0, 40)}"` : "an empty value";
      ctx.addIssue({
        code: "custom",
        message: `features has ${what}; accepted (case and accents ignored): ${FEATURE_VALUES.join(", ")}.`,
      });
      return z.NEVER;
    }
    return [...new Set(terms as string[])];
  })
  .openapi({
    type: "array",
    items: { type: "string", enum: FEATURE_VALUES },
    param: { style: "form", explode: false },
  });

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
  features: featureList.optional().openapi({
    description:
      "Comma-separated features, all required. Any label the API returns in `features` (case and accents ignored; the labels in Catalan, Spanish and French too), matching properties that carry it, or an id of the site's form: `lift`, `parking` (Parking or Closed garage; a closed garage also carries Parking), `terrace`, `garden`, `pool`, `furnished`. An unknown value gives 400 listing the accepted ones.",
    example: "Lift,Storage room",
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
  for (const f of q.features ?? []) parts.push(Prisma.sql`p.features && ${[...featureKeys(f)]}::text[]`);
  if (q.new) parts.push(Prisma.sql`p.first_seen_at >= ${windowStart(NEW_DAYS, now)}::timestamptz`);
  if (q.priceDrop) parts.push(priceDropExists(windowStart(PRICE_DROP_DAYS, now)));
  return parts;
}
