// The property columns every query selects, and their mapping to the summary (docs/api.md#property-summary).
// Timestamps are printed by PostgreSQL: updated_at needs its microseconds (the /changes
// `since` a client sends back must compare exactly), which a JS Date would drop.
// last_seen_at is the latest sighting of the active adverts (last-seen.ts).
import { Prisma } from "@/lib/generated/prisma/client";
import { isoTimestamp } from "@/lib/db/iso-timestamp";
import { coverKeySql, wideCopyUrl } from "@/lib/photos/stored-photos";
import { apiFeatures } from "./feature-vocabulary";
import { PROPERTY_LAST_SEEN } from "./last-seen";
import type { Location, PropertySummary } from "./types";

const iso = (col: string) => isoTimestamp(`p.${col}`);

export const PROPERTY_COLUMNS = Prisma.sql`
  p.id::text AS id, p.title, p.operation::text AS operation, p.type::text AS type, p.parish, p.town,
  p.price_min, p.price_max, p.currency, p.period, p.surface_m2, p.plot_m2, p.rooms, p.bathrooms,
  p.features, ${coverKeySql(Prisma.sql`p.image_urls`)} AS cover_key, p.lat, p.lng, p.location_precision::text AS location_precision,
  p.status::text AS status, p.source_count,
  ${iso("first_seen_at")} AS first_seen_at, ${PROPERTY_LAST_SEEN} AS last_seen_at,
  ${iso("updated_at")} AS updated_at, ${iso("created_at")} AS created_at, p.merged_into::text AS merged_into`;

export type PropertyRow = {
  id: string;
  title: string;
  operation: string;
  type: string;
  parish: string | null;
  town: string | null;
  price_min: number | null;
  price_max: number | null;
  currency: string;
  period: string | null;
  surface_m2: number | null;
  plot_m2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  /** Store key of the first stored photo (stored-photos.ts), null when none is stored. */
  cover_key: string | null;
  lat: number | null;
  lng: number | null;
  location_precision: string;
  status: string;
  source_count: number;
  first_seen_at: string;
  last_seen_at: string | null;
  updated_at: string;
  created_at: string;
  merged_into: string | null;
};

function propertyUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/properties/${id}`;
}

export function toSummary(row: PropertyRow, baseUrl: string): PropertySummary {
  const hasLocation = row.lat !== null && row.lng !== null;
  return {
    id: row.id,
    url: propertyUrl(baseUrl, row.id),
    title: row.title,
    operation: row.operation,
    type: row.type,
    parish: row.parish,
    town: row.town,
    price: { min: row.price_min, max: row.price_max, currency: row.currency, period: row.period },
    surface_m2: row.surface_m2,
    plot_m2: row.plot_m2,
    rooms: row.rooms,
    bathrooms: row.bathrooms,
    features: apiFeatures(row.features ?? []),
    cover_image_url: row.cover_key ? wideCopyUrl(row.cover_key, baseUrl) : null,
    location: hasLocation
      ? { lat: row.lat as number, lng: row.lng as number, precision: row.location_precision as Location["precision"] }
      : null,
    status: row.status as PropertySummary["status"],
    source_count: row.source_count,
    first_seen_at: row.first_seen_at,
    last_seen_at: row.last_seen_at,
    updated_at: row.updated_at,
  };
}
