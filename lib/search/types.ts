// The JSON shapes of docs/api.md#property-records, as the API and the site receive them.
// lib/openapi/schemas.ts describes the same shapes for the OpenAPI document, and the
// tests validate real responses against that document.
import type { StoredPhoto } from "@/lib/photos/stored-photos";
type Price = { min: number | null; max: number | null; currency: string; period: string | null };
export type Location = { lat: number; lng: number; precision: "exact" | "street" | "town" | "parish" | "none" };

export type PropertySummary = {
  id: string;
  url: string;
  title: string;
  operation: string;
  type: string;
  parish: string | null;
  town: string | null;
  price: Price;
  surface_m2: number | null;
  plot_m2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  cover_image_url: string | null;
  location: Location | null;
  status: "active" | "delisted";
  source_count: number;
  first_seen_at: string;
  last_seen_at: string | null;
  updated_at: string;
};

type PriceObservation = { price: number | null; observed_at: string };

export type ListingEntry = {
  id: string;
  source: { id: string; name: string; url: string };
  url: string;
  agency: string | null;
  reference: string | null;
  title: string;
  description: string | null;
  price: number | null;
  currency: string;
  period: string | null;
  image_urls: string[];
  status: "active" | "removed";
  first_seen_at: string;
  last_seen_at: string;
  /** Pro and Enterprise only; absent below (docs/api.md#property-detail). */
  price_history?: PriceObservation[];
};

/** The property that absorbed this one (a later advert showed them one home), else null. */
export type MergedInto = { merged_into: string | null };

export type PropertyDetail = PropertySummary &
  MergedInto & { description: string | null; image_urls: string[]; photos: StoredPhoto[]; listings: ListingEntry[] };

export type SearchMeta = {
  total: number;
  limit: number;
  sort: string;
  next_cursor: string | null;
  next_page: number | null;
};
export type SearchResult = { data: PropertySummary[]; meta: SearchMeta };
