// Response shapes of /v1 (docs/api.md#property-records) as zod schemas for the OpenAPI document.
// lib/search/types.ts holds the same shapes as TypeScript types; the integration tests
// validate real responses against the generated document, so the two cannot drift apart.
import { z } from "@/lib/zod";
import { OPERATIONS, PARISHES, PROPERTY_TYPES, SORTS } from "@/lib/domain/vocabulary";
import { ERROR_CODES } from "@/lib/api/errors";
import { LIMITS } from "@/lib/domain/limits";
import { FEATURE_KEYS } from "@/lib/search/feature-vocabulary";

// Bounds of stored advert text (lib/domain/limits.ts): a feed's longer text is
// cut at a word boundary and ends with "…".
const text = (max: number) => z.string().max(max);
const featureList = z.array(z.enum(FEATURE_KEYS)).max(LIMITS.features);
const imageList = (max: number) => z.array(text(LIMITS.imageUrl)).max(max);

const dateTime = (example: string) => z.string().openapi({ format: "date-time", example });
const nullable = <T extends z.ZodType>(s: T) => s.nullable();

const PriceSchema = z
  .object({
    min: nullable(z.number().int()).openapi({
      description: "Lowest current price across active adverts, euros.",
      example: 350000,
    }),
    max: nullable(z.number().int()).openapi({ example: 365000 }),
    currency: z.string().openapi({ example: "EUR" }),
    period: nullable(z.string()).openapi({ description: "`month` for rentals; null for sales.", example: null }),
  })
  .openapi("Price");

const LocationSchema = z
  .object({
    lat: z.number().openapi({ example: 42.5078 }),
    lng: z.number().openapi({ example: 1.5211 }),
    precision: z.enum(["exact", "street", "town", "parish", "none"]),
  })
  .openapi("Location");

const PropertySummarySchema = z
  .object({
    id: z.uuid(),
    url: z.string().openapi({
      description: "The property's page on the public site.",
      example: "https://llar.ad/properties/6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10",
    }),
    title: text(LIMITS.title).openapi({
      description:
        "Generated from the property's facts in the language of `lang` (default English), as the site titles it; each source's own title is on `listings[].title`.",
      example: "3-bedroom flat of 85 m² in Encamp",
    }),
    operation: z.enum(OPERATIONS),
    type: z.enum(PROPERTY_TYPES),
    parish: nullable(z.enum(PARISHES)),
    town: nullable(z.string()).openapi({ example: "les Escaldes" }),
    price: PriceSchema,
    surface_m2: nullable(z.number()).openapi({ example: 95 }),
    plot_m2: nullable(z.number()),
    rooms: nullable(z.number().int()).openapi({ example: 3 }),
    bathrooms: nullable(z.number().int()).openapi({ example: 2 }),
    features: featureList.openapi({
      description:
        "The property's features, labels of one vocabulary (the values of this enum); each is accepted by the `features` filter of GET /properties.",
      example: ["Lift", "Parking"],
    }),
    cover_image_url: nullable(z.url()).openapi({
      description:
        "Our stored copy of the first photo (the same as `image_urls[0]` of the detail): a WebP on this API's public origin, at most 1280 px wide; `-480.webp` instead of `-1280.webp` is the card size (at most 480 px). Null while no photo of the property is stored.",
      example: "https://llar.example/photos/3f/9a0c41d27be85f6a1c03d94e2b7f15-1280.webp",
    }),
    location: nullable(LocationSchema),
    status: z.enum(["active", "delisted"]),
    source_count: z.number().int().openapi({ description: "Sites currently showing the property.", example: 2 }),
    first_seen_at: dateTime("2026-11-02T09:14:03.120000Z"),
    last_seen_at: nullable(dateTime("2026-11-22T06:00:00.000000Z")).openapi({
      description:
        "The last time a source's feed showed one of the property's active adverts (a delisted property: its last advert's). It advances with every feed run that shows the property, without a new updated_at: a sighting alone is not listed by /changes or sent by webhooks.",
    }),
    updated_at: dateTime("2026-11-21T18:03:11.482913Z").openapi({
      description:
        "Strictly increasing across properties, microsecond precision: use it as the next `since` of /changes.",
    }),
  })
  .openapi("PropertySummary");

const PriceObservationSchema = z
  .object({ price: nullable(z.number().int()), observed_at: dateTime("2026-10-01T00:00:00.000Z") })
  .openapi("PriceObservation");

const ListingEntrySchema = z
  .object({
    id: z.uuid(),
    source: z.object({
      id: z.string().openapi({ example: "pisos-ad" }),
      name: z.string().openapi({ example: "Pisos.ad" }),
      url: z.string().openapi({ example: "https://pisos.ad" }),
    }),
    url: z.string().openapi({
      description: "The advert on its source site (link to it whenever you show it).",
      example: "https://pisos.ad/anunci/12345",
    }),
    agency: nullable(text(LIMITS.agency)),
    reference: nullable(text(LIMITS.reference)).openapi({
      description:
        "The agency's reference for the home: the feed's reference field or, where the feed has none, the one the advert's title or description states (\"Ref. 26175\").",
    }),
    title: text(LIMITS.title),
    description: nullable(text(LIMITS.description)).openapi({
      description: `The advert's description in the feed's first language, at most ${LIMITS.description} characters (longer text is cut at a word boundary, ending in "…").`,
    }),
    price: nullable(z.number().int()),
    currency: z.string(),
    period: nullable(z.string()),
    image_urls: imageList(LIMITS.images).openapi({
      description: "The advert's photos as its source publishes them (the source's own addresses, which may be dead).",
    }),
    status: z.enum(["active", "removed"]),
    first_seen_at: dateTime("2026-11-02T09:14:03.120Z"),
    last_seen_at: dateTime("2026-11-22T06:00:00.000Z").openapi({
      description:
        "The last time the source's feed showed this advert (for a removed advert, the last feed before it went).",
    }),
    price_history: z
      .array(PriceObservationSchema)
      .optional()
      .openapi({ description: "Pro and Enterprise plans only (absent below): the advert's prices, oldest first." }),
  })
  .openapi("ListingEntry");

const MergedIntoSchema = nullable(z.uuid()).openapi({
  description:
    "Set when a later advert showed this property to be one home with another: the id of the property that absorbed its adverts (follow it, and drop or redirect this id; the property here is `delisted` and stays so). Null otherwise.",
  example: null,
});

const StoredPhotoSchema = z
  .object({
    source_url: text(LIMITS.imageUrl).openapi({
      description: "The photo's URL in a source's feed (one of the adverts' `image_urls`).",
    }),
    url: z.url().openapi({
      description: "Our copy, at most 1280 px wide (never enlarged).",
      example: "https://llar.example/photos/3f/9a0c41d27be85f6a1c03d94e2b7f15-1280.webp",
    }),
    small_url: z.url().openapi({ description: "Our copy at most 480 px wide, for cards and thumbnails." }),
  })
  .openapi("StoredPhoto");

const PropertyDetailSchema = PropertySummarySchema.extend({
  merged_into: MergedIntoSchema,
  description: nullable(text(LIMITS.description)),
  image_urls: z.array(z.url()).max(60).openapi({
    description:
      "Our stored copies of the active adverts' photos, at most 60, the cover first: WebP on this API's public origin, at most 1280 px wide (`-480.webp` for the card size, at most 480 px), cached for good. The same picture published by several sources appears once (by its fingerprint). Photos we hold no copy of (dead link, not an image, refused, not fetched yet) are left out; each advert's own addresses are in `listings[].image_urls`.",
  }),
  photos: z.array(StoredPhotoSchema).max(60).openapi({
    description:
      "The same photos as `image_urls`, in the same order, each with its source's address and both sizes of our copy.",
  }),
  listings: z.array(ListingEntrySchema),
}).openapi("PropertyDetail");

export const ChangeItemSchema = PropertySummarySchema.extend({
  change: z.enum(["created", "updated", "delisted"]).openapi({
    description:
      "`created` if the property first appeared after this request's `since`, `delisted` if its status is delisted, else `updated`. A property that appeared and changed again before the page listing it was read comes back as `updated` on that page: to keep a copy, insert any id you do not have yet, whatever `change` says. A property merged into another has status `delisted` and `merged_into` set; its `change` is `delisted`, or `created` if it also first appeared after `since`.",
  }),
  merged_into: MergedIntoSchema,
}).openapi("ChangeItem");

export const SearchResponseSchema = z
  .object({
    data: z.array(PropertySummarySchema),
    meta: z.object({
      total: z.number().int().openapi({ description: "Exact number of matching properties." }),
      limit: z.number().int().openapi({ description: "The limit applied (after the plan's cap)." }),
      sort: z.enum(SORTS),
      next_cursor: nullable(z.string()).openapi({
        description: "For sort=newest: pass as `cursor` for the next page; null on the last page.",
      }),
      next_page: nullable(z.number().int()).openapi({
        description: "For the other sorts: the next `page`; null on the last page.",
      }),
    }),
  })
  .openapi("SearchResponse");

export const DetailResponseSchema = z
  .object({
    data: PropertyDetailSchema,
    attribution: z.string().openapi({
      example:
        "Listing data from Pisos.ad (https://pisos.ad), consolidated by Llar; whenever you show an advert, name its source and link to the advert's own URL.",
    }),
  })
  .openapi("DetailResponse");

export const ChangesResponseSchema = z
  .object({
    data: z.array(ChangeItemSchema),
    meta: z.object({
      since: z.string(),
      limit: z.number().int(),
      next_since: nullable(z.string()).openapi({
        description: "Set when more changes remain: the updated_at of the last row.",
      }),
    }),
  })
  .openapi("ChangesResponse");

const roundedInt = (d: string) => nullable(z.number().int()).openapi({ description: d });
export const StatsResponseSchema = z
  .object({
    data: z.array(
      z
        .object({
          parish: z.enum(PARISHES),
          type: z.enum(PROPERTY_TYPES),
          count: z.number().int(),
          median_price: roundedInt("Median price.min, euros."),
          mean_price: roundedInt("Mean price.min, euros."),
          median_price_per_m2: roundedInt("Median of price.min / surface_m2, euros per m²."),
          median_surface_m2: roundedInt("Median surface, m²."),
        })
        .openapi("StatsEntry"),
    ),
    meta: z.object({
      op: z.enum(OPERATIONS),
      currency: z.literal("EUR"),
      period: nullable(z.enum(["month"])),
      total: z.number().int().openapi({ description: "Active homes counted." }),
      generated_at: dateTime("2026-11-22T08:00:00.000Z").openapi({
        description: "When the figures were computed (refreshed every minute).",
      }),
    }),
  })
  .openapi("StatsResponse");

export const StatsSeriesResponseSchema = z
  .object({
    data: z.array(
      z
        .object({
          month: z.string().openapi({ description: "The calendar month (UTC), ISO.", example: "2026-06" }),
          active: z.number().int().openapi({ description: "Homes with a live advert at any moment of the month." }),
          new: z.number().int().openapi({ description: "Homes first seen in the month." }),
          delisted: z
            .number()
            .int()
            .openapi({ description: "Homes whose last live advert was withdrawn in the month." }),
          median_price_per_m2: roundedInt(
            "Median €/m² of the month's active homes with a surface, each at the lowest price its adverts asked in the month (an advert at its last ask of the month).",
          ),
        })
        .openapi("StatsMonth"),
    ),
    meta: z.object({
      op: z.enum(OPERATIONS),
      interval: z.literal("month"),
      from: z.string().openapi({ example: "2025-07" }),
      to: z.string().openapi({ example: "2026-06" }),
      parish: nullable(z.enum(PARISHES)),
      town: nullable(z.string()).openapi({ description: "A /towns id." }),
      currency: z.literal("EUR"),
      generated_at: dateTime("2026-11-22T08:00:00.000Z"),
    }),
  })
  .openapi("StatsSeriesResponse");

export const ValuationResponseSchema = z
  .object({
    data: z
      .object({
        price: z.number().int().openapi({ description: "The estimate, euros (a monthly rent for op=rent)." }),
        low: z.number().int().openapi({ description: "Lower end of the 80 % interval." }),
        high: z.number().int().openapi({ description: "Upper end of the 80 % interval." }),
        per_m2: z.number().int().openapi({ description: "The estimate per m² of surface." }),
        currency: z.literal("EUR"),
        period: nullable(z.enum(["month"])),
        confidence: z.enum(["low", "medium", "high"]).openapi({
          description: "How close and how many the comparables are; the interval is wider when low.",
        }),
        asking_price: roundedInt("The property's asking price (price.min); null for a home described by its facts."),
        asking_vs_estimate: nullable(z.number()).openapi({
          description: "asking_price / price − 1: 0.08 is 8 % above the estimate.",
          example: 0.08,
        }),
        comparables: z.array(
          z
            .object({
              property: PropertySummarySchema,
              distance_m: roundedInt("Distance from the valued home, metres; null without both locations."),
              similarity: z.number().openapi({ description: "0–1: 1 is a home alike in every fact and place." }),
              adjusted_price: z.number().int().openapi({
                description:
                  "The comparable's asking price carried over to the valued home's size, place, type and features.",
              }),
            })
            .openapi("Comparable"),
        ),
        as_of: dateTime("2026-11-22T08:00:00.000Z").openapi({ description: "When the listed homes were read." }),
      })
      .openapi("Valuation"),
  })
  .openapi("ValuationResponse");

const Centroid = z.object({ lat: z.number(), lng: z.number() }).openapi("Centroid");
export const ParishesResponseSchema = z
  .object({
    data: z.array(
      z
        .object({
          id: z.enum(PARISHES),
          name: z.string().openapi({ example: "Escaldes-Engordany" }),
          centroid: Centroid,
          towns: z.array(z.string()),
        })
        .openapi("Parish"),
    ),
    meta: z.object({ total: z.number().int() }),
  })
  .openapi("ParishesResponse");

export const TownsResponseSchema = z
  .object({
    data: z.array(
      z
        .object({
          id: z.string(),
          name: z.string(),
          parish: z.enum(PARISHES),
          kind: z.enum(["town", "neighbourhood"]),
          centroid: Centroid,
        })
        .openapi("Town"),
    ),
    meta: z.object({ total: z.number().int() }),
  })
  .openapi("TownsResponse");

export const ErrorSchema = z
  .object({
    error: z.object({ code: z.enum(ERROR_CODES as [string, ...string[]]), message: z.string() }),
  })
  .openapi("Error");
