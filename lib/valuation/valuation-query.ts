// GET /v1/valuation parameters (docs/api.md#valuation): a home described by its facts. The
// place is one of parish, town (a /v1/towns id) or lat+lng; surface_m2 is required (the
// estimate is a price per m² times it).
import { z } from "@/lib/zod";
import { commaList, oneOf, positiveNumber, wholeNumber } from "@/lib/search/params";
import { HOME_TYPES, PARISHES } from "@/lib/domain/vocabulary";
import { TOWNS } from "@/lib/geo/towns";
import { SURFACE_RANGE, VALUATION_OPS, VALUED_FEATURES } from "./home";

const TOWN_IDS = TOWNS.map((t) => t.id) as [string, ...string[]];

const coordinate = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, { message: `${name} must be a decimal number in WGS84, e.g. 42.5078.` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${name} must be within ${min}..${max}.` })
    .openapi({ type: "number", pattern: undefined });

export const valuationQueryShape = {
  op: oneOf("op", VALUATION_OPS as [string, ...string[]])
    .default("sale")
    .openapi({ description: "Operation: sale, or rent (a monthly rent).", example: "sale" }),
  type: oneOf("type", HOME_TYPES).default("flat").openapi({ description: "Home type.", example: "flat" }),
  parish: oneOf("parish", PARISHES).optional().openapi({ description: "Parish slug.", example: "escaldes_engordany" }),
  town: z
    .string()
    .refine((t) => TOWN_IDS.includes(t), { message: "town must be a town id from /v1/towns, e.g. les_escaldes." })
    .optional()
    .openapi({ description: "Town id (GET /v1/towns); sets the parish.", example: "les_escaldes" }),
  lat: coordinate("lat", -90, 90).optional().openapi({ description: "Latitude (with lng).", example: 42.5078 }),
  lng: coordinate("lng", -180, 180).optional().openapi({ description: "Longitude (with lat).", example: 1.5211 }),
  surface_m2: z
    .string({ message: "surface_m2 is required: the home's surface in m², e.g. surface_m2=90." })
    .pipe(positiveNumber("surface_m2", SURFACE_RANGE.max))
    .openapi({
      type: "integer",
      minimum: SURFACE_RANGE.min,
      maximum: SURFACE_RANGE.max,
      description: `Surface in m² (required, ${SURFACE_RANGE.min} to ${SURFACE_RANGE.max}).`,
      example: 90,
    }),
  rooms: wholeNumber("rooms", 50).optional().openapi({ description: "Bedrooms.", example: 2 }),
  bathrooms: wholeNumber("bathrooms", 50).optional().openapi({ description: "Bathrooms.", example: 1 }),
  features: commaList("features", VALUED_FEATURES as [string, ...string[]])
    .optional()
    .openapi({ description: "Comma-separated features, as in property records.", example: "Lift,Parking" }),
};

function checkPlace(q: z.output<z.ZodObject<typeof valuationQueryShape>>, ctx: z.RefinementCtx): void {
  const places = [q.parish && "parish", q.town && "town", (q.lat !== undefined || q.lng !== undefined) && "lat/lng"];
  const given = places.filter(Boolean);
  if (given.length === 0)
    ctx.addIssue({ code: "custom", path: ["parish"], message: "Give the place: parish, town, or lat and lng." });
  else if (given.length > 1)
    ctx.addIssue({
      code: "custom",
      path: [given[1] === "town" ? "town" : "lat"],
      message: `Give one place only, not ${given.join(" and ")}.`,
    });
  else if ((q.lat === undefined) !== (q.lng === undefined))
    ctx.addIssue({ code: "custom", path: [q.lat === undefined ? "lat" : "lng"], message: "lat and lng go together." });
  if (q.surface_m2 < SURFACE_RANGE.min)
    ctx.addIssue({
      code: "custom",
      path: ["surface_m2"],
      message: `surface_m2 must be at least ${SURFACE_RANGE.min}.`,
    });
}

export const valuationQuerySchema = z.object(valuationQueryShape).superRefine(checkPlace);
export const VALUATION_PARAMETERS = Object.keys(valuationQueryShape);
export type ValuationQuery = z.output<typeof valuationQuerySchema>;
