// GET /v1/properties parameters (docs/api.md#search-parameters): the zod schema that validates
// API requests, is parsed by the site's search page (every site filter is an API parameter),
// and documents the OpenAPI operation.
import { z } from "@/lib/zod";
import {
  commaList,
  issuesToErrors,
  oneOf,
  positiveNumber,
  singleValues,
  wholeNumber,
  type ParameterError,
} from "./params";
import { decodeCursor } from "./cursor";
import { MAX_POLYGON_POINTS, MAX_RADIUS_M, nearParam, polygonParam, radiusParam } from "./geometry";
import { checkDetailFilters, detailFilterShape } from "./detail-filters";
import { OPERATIONS, PARISHES, PROPERTY_TYPES, SORTS } from "@/lib/domain/vocabulary";

const bbox = z.string().transform((raw, ctx) => {
  const parts = raw.split(",");
  const nums = parts.map((p) => (/^\s*-?\d+(\.\d+)?\s*$/.test(p) ? Number(p) : NaN));
  const fail = (message: string) => (ctx.addIssue({ code: "custom", message }), z.NEVER);
  if (parts.length !== 4 || nums.some((n) => !Number.isFinite(n)))
    return fail("bbox must be four decimal numbers west,south,east,north (WGS84), e.g. 1.50,42.50,1.56,42.53.");
  const [west, south, east, north] = nums;
  if ([west, east].some((x) => x < -180 || x > 180) || [south, north].some((y) => y < -90 || y > 90))
    return fail("bbox is outside WGS84: longitudes must be within -180..180 and latitudes within -90..90.");
  if (!(west < east)) return fail("bbox west must be less than east.");
  if (!(south < north)) return fail("bbox south must be less than north.");
  return { west, south, east, north };
});

export const searchQueryShape = {
  op: oneOf("op", OPERATIONS).default("sale").openapi({ description: "Operation.", example: "sale" }),
  type: commaList("type", PROPERTY_TYPES).optional().openapi({
    description:
      "Comma-separated property types. When omitted only homes are returned (flat, penthouse, duplex, studio, loft, house, chalet, townhouse, farmhouse).",
    example: "flat,penthouse",
  }),
  parish: commaList("parish", PARISHES)
    .optional()
    .openapi({ description: "Comma-separated parish slugs.", example: "escaldes_engordany,andorra_la_vella" }),
  minPrice: wholeNumber("minPrice")
    .optional()
    .openapi({ description: "Minimum of price.min, euros.", example: 200000 }),
  maxPrice: wholeNumber("maxPrice")
    .optional()
    .openapi({ description: "Maximum of price.min, euros; not below minPrice.", example: 600000 }),
  minRooms: wholeNumber("minRooms", 1000).optional().openapi({ description: "Minimum number of rooms.", example: 2 }),
  minSurface: wholeNumber("minSurface", 1_000_000)
    .optional()
    .openapi({ description: "Minimum surface in m².", example: 60 }),
  ...detailFilterShape,
  bbox: bbox.optional().openapi({
    description: "west,south,east,north in WGS84; excludes properties without a location.",
    example: "1.50,42.50,1.56,42.53",
  }),
  near: nearParam.optional().openapi({
    description:
      "Centre of a radius search, `lat,lng` in WGS84; needs `radius`. Excludes properties without a location.",
    example: "42.5078,1.5211",
  }),
  radius: radiusParam.optional().openapi({
    type: "integer",
    minimum: 1,
    maximum: MAX_RADIUS_M,
    pattern: undefined,
    description: `Metres from \`near\` (great-circle distance), 1 to ${MAX_RADIUS_M}; needs \`near\`.`,
    example: 1500,
  }),
  polygon: polygonParam.optional().openapi({
    description: `Pro plan and above. An area as an encoded polyline (Google polyline algorithm, precision 5) of its corners in order, 3 to ${MAX_POLYGON_POINTS} points, closing point optional; edges must not cross. Points on an edge count as inside. Excludes properties without a location.`,
    example: "_ulbGo}cH?_pB~{@??~oB",
  }),
  sort: oneOf("sort", SORTS).default("newest").openapi({
    description: "newest = most recently first seen first; prices on price.min; nulls last; ties by id.",
    example: "price_asc",
  }),
  // Any positive whole number: above the plan's rows per request it is capped silently.
  limit: z
    .string()
    .regex(/^[1-9]\d*$/, { message: "limit must be a positive whole number (1 or more)." })
    .transform(Number)
    .openapi({ type: "integer", minimum: 1, pattern: undefined })
    .default(25)
    .openapi({
      description:
        "Rows per page (default 25), capped silently by the plan's rows per request; meta.limit shows the limit applied.",
      // The generator leaves out the default of a string parsed into a number: stated here.
      default: 25,
      example: 25,
    }),
  cursor: z
    .string()
    .min(1, { message: "cursor must not be empty." })
    .max(512, { message: "cursor is not a cursor this service issued." })
    .optional()
    .openapi({
      description: "meta.next_cursor of the previous page; newest sort only; not with page.",
      example: "eyJ2IjoxfQ",
    }),
  // No `default` in the document: a client that fills defaults in (Swagger UI's "Try it
  // out") would send page=1 with the default sort, newest, which refuses page.
  page: positiveNumber("page", 100_000)
    .optional()
    .openapi({ description: "Page number (default 1) for price and surface sorts; not with newest.", example: 2 }),
};

/** A validated search, the same for GET /v1/properties and the site. */
export type SearchQuery = z.output<z.ZodObject<typeof searchQueryShape>>;

/** Cross-parameter rules (a bad pair gives 400 on the API; the site drops the parameter named). */
function checkSearchQuery(q: SearchQuery, ctx: z.RefinementCtx): void {
  checkDetailFilters(q, ctx);
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
    ctx.addIssue({ code: "custom", path: ["minPrice"], message: "minPrice must not be greater than maxPrice." });
  if (q.near !== undefined && q.radius === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["radius"],
      message: "radius is required with near: the distance in metres, e.g. near=42.5078,1.5211&radius=1500.",
    });
  if (q.radius !== undefined && q.near === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["near"],
      message: "near is required with radius: the centre as lat,lng, e.g. near=42.5078,1.5211.",
    });
  if (q.cursor !== undefined && q.page !== undefined)
    ctx.addIssue({
      code: "custom",
      path: ["cursor"],
      message: "cursor and page cannot be used together: cursor is for sort=newest, page for the other sorts.",
    });
  else if (q.cursor !== undefined && q.sort !== "newest")
    ctx.addIssue({
      code: "custom",
      path: ["cursor"],
      message: `cursor works only with sort=newest; with sort=${q.sort} use page.`,
    });
  else if (q.page !== undefined && q.sort === "newest")
    ctx.addIssue({
      code: "custom",
      path: ["page"],
      message: "page works only with the price and surface sorts; with sort=newest use cursor.",
    });
}

const searchQuerySchema = z.object(searchQueryShape).superRefine(checkSearchQuery);

const SEARCH_PARAMETERS = Object.keys(searchQueryShape);

export type ParseResult<T> = { ok: true; query: T } | { ok: false; errors: ParameterError[] };

/** Validates /v1/properties parameters (and the site's URL); the site may drop the named ones and retry. */
export function parseSearchParams(
  input: URLSearchParams | Record<string, string | string[] | undefined>,
): ParseResult<SearchQuery> {
  const { values, errors } = singleValues(input, SEARCH_PARAMETERS);
  const parsed = searchQuerySchema.safeParse(values);
  if (!parsed.success) errors.push(...issuesToErrors(parsed.error.issues, "query"));
  else if (parsed.data.cursor !== undefined) {
    const cursor = decodeCursor(parsed.data.cursor, parsed.data);
    if (!cursor.ok) errors.push({ code: "invalid_parameter", parameter: "cursor", message: cursor.message });
  }
  return errors.length || !parsed.success ? { ok: false, errors } : { ok: true, query: parsed.data };
}
