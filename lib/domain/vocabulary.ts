// The closed vocabularies of the API (docs/api.md#property-summary), as tuples for zod enums:
// what ingestion writes, what search, stats and webhooks filter on, what the OpenAPI
// document and the site's words name.
import { PARISH_IDS } from "@/lib/geo/parishes";

export const OPERATIONS = ["sale", "rent", "seasonal_rent"] as const;
export type OperationId = (typeof OPERATIONS)[number];

export const HOME_TYPES = [
  "flat",
  "penthouse",
  "duplex",
  "studio",
  "loft",
  "house",
  "chalet",
  "townhouse",
  "farmhouse",
] as const;
export const OTHER_TYPES = [
  "room",
  "land",
  "parking",
  "commercial",
  "office",
  "industrial",
  "building",
  "storage",
  "other",
] as const;
export const PROPERTY_TYPES = [...HOME_TYPES, ...OTHER_TYPES] as const;
export type PropertyTypeId = (typeof PROPERTY_TYPES)[number];

export const SORTS = ["newest", "price_asc", "price_desc", "surface_desc"] as const;
export type SortId = (typeof SORTS)[number];

export const PARISHES = PARISH_IDS;

export function isHomeType(type: string): boolean {
  return (HOME_TYPES as readonly string[]).includes(type);
}
