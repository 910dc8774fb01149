// The consolidated property derived from its adverts (docs/decisions.md#consolidated-fields): prices over active
// adverts, source count, best location, union of photos and features, and the text of
// the longest-standing advert. Delisted properties keep their last known values.
import type { LocationPrecision, Operation, PropertyType } from "@/lib/generated/prisma/client";
import { photoKey } from "../match/evidence/match-keys";
import { isHomeType } from "@/lib/domain/vocabulary";
import { LIMITS } from "@/lib/domain/limits";

const PRECISION_RANK: Record<LocationPrecision, number> = { exact: 0, street: 1, town: 2, parish: 3, none: 4 };
const MAX_IMAGES = 60;

export type AggListing = {
  id: string;
  sourceId: string;
  status: "active" | "removed";
  title: string;
  description: string | null;
  operation: Operation;
  type: PropertyType;
  price: number | null;
  surfaceM2: number | null;
  plotM2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  imageUrls: string[];
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision;
  parish: string | null;
  town: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
};

export type PropertyFields = {
  title: string;
  operation: Operation;
  type: PropertyType;
  isHome: boolean;
  parish: string | null;
  town: string | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string;
  period: string | null;
  surfaceM2: number | null;
  plotM2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  description: string | null;
  imageUrls: string[];
  coverImageUrl: string | null;
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision;
  status: "active" | "delisted";
  sourceCount: number;
  firstSeenAt: Date;
  lastSeenAt: Date | null;
};

const byAge = (a: AggListing, b: AggListing) =>
  a.firstSeenAt.getTime() - b.firstSeenAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Lower median of the non-null values, or null: robust to one source's odd figure. */
function median(values: Array<number | null>): number | null {
  const v = values.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return v.length ? v[Math.floor((v.length - 1) / 2)] : null;
}

/** Most frequent value; ties go to the earliest listing's value. */
function mode<T>(values: T[]): T {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0];
  for (const v of values) if (counts.get(v)! > counts.get(best)!) best = v;
  return best;
}

export function aggregateProperty(listings: AggListing[]): PropertyFields | null {
  if (!listings.length) return null;
  const active = listings.filter((l) => l.status === "active").sort(byAge);
  const basis = active.length ? active : [...listings].sort(byAge);
  const lead = basis[0];
  const located = [...basis].sort(
    (a, b) => PRECISION_RANK[a.locationPrecision] - PRECISION_RANK[b.locationPrecision] || byAge(a, b),
  )[0];
  const prices = basis.map((l) => l.price).filter((p): p is number => p !== null);
  const operation = mode(basis.map((l) => l.operation));
  const typed = basis.filter((l) => l.type !== "other");
  const type = typed.length ? mode(typed.map((l) => l.type)) : "other";

  const features = [...new Set(basis.flatMap((l) => l.features))].slice(0, LIMITS.features);
  const photos: string[] = [];
  const seenPhotos = new Set<string>();
  for (const l of basis) {
    for (const url of l.imageUrls) {
      const key = photoKey(url) ?? url;
      if (seenPhotos.has(key) || photos.length >= MAX_IMAGES) continue;
      seenPhotos.add(key);
      photos.push(url);
    }
  }
  return {
    title: lead.title,
    operation,
    type,
    isHome: isHomeType(type), // the API's `is_home` (lib/domain/vocabulary.ts)
    parish: located.parish ?? mode(basis.map((l) => l.parish)),
    town: located.town ?? basis.find((l) => l.town)?.town ?? null,
    priceMin: prices.length ? Math.min(...prices) : null,
    priceMax: prices.length ? Math.max(...prices) : null,
    currency: "EUR",
    period: operation === "sale" ? null : "month",
    surfaceM2: median(basis.map((l) => l.surfaceM2)),
    plotM2: median(basis.map((l) => l.plotM2)),
    rooms: median(basis.map((l) => l.rooms)),
    bathrooms: median(basis.map((l) => l.bathrooms)),
    features,
    description: basis.find((l) => l.description)?.description ?? null,
    imageUrls: photos,
    coverImageUrl: photos[0] ?? null,
    lat: located.lat,
    lng: located.lng,
    locationPrecision: located.locationPrecision,
    status: active.length ? "active" : "delisted",
    sourceCount: new Set(active.map((l) => l.sourceId)).size,
    firstSeenAt: new Date(Math.min(...listings.map((l) => l.firstSeenAt.getTime()))),
    lastSeenAt: new Date(Math.max(...listings.map((l) => l.lastSeenAt.getTime()))),
  };
}

/** Exactly the derived fields of a property row (drops id, timestamps of the row, ...). */
export function pickFields(p: PropertyFields): PropertyFields {
  return {
    title: p.title,
    operation: p.operation,
    type: p.type,
    isHome: p.isHome,
    parish: p.parish,
    town: p.town,
    priceMin: p.priceMin,
    priceMax: p.priceMax,
    currency: p.currency,
    period: p.period,
    surfaceM2: p.surfaceM2,
    plotM2: p.plotM2,
    rooms: p.rooms,
    bathrooms: p.bathrooms,
    features: p.features,
    description: p.description,
    imageUrls: p.imageUrls,
    coverImageUrl: p.coverImageUrl,
    lat: p.lat,
    lng: p.lng,
    locationPrecision: p.locationPrecision,
    status: p.status,
    sourceCount: p.sourceCount,
    firstSeenAt: p.firstSeenAt,
    lastSeenAt: p.lastSeenAt,
  };
}

/**
 * Stable comparison key: equal keys mean no visible change, so no updated_at bump. A later
 * sighting is not a change (docs/api.md#last-seen): an active property's last_seen_at is
 * read from its adverts (lib/search/last-seen.ts), and a delisting writes it with the status.
 */
export function fieldsKey(f: PropertyFields): string {
  const p = pickFields(f);
  return JSON.stringify({ ...p, firstSeenAt: p.firstSeenAt.toISOString(), lastSeenAt: null });
}

/** The fields as property-table columns (snake_case), for the bulk writers. */
export function propertyColumns(f: PropertyFields): Record<string, unknown> {
  return {
    title: f.title,
    operation: f.operation,
    type: f.type,
    is_home: f.isHome,
    parish: f.parish,
    town: f.town,
    price_min: f.priceMin,
    price_max: f.priceMax,
    currency: f.currency,
    period: f.period,
    surface_m2: f.surfaceM2,
    plot_m2: f.plotM2,
    rooms: f.rooms,
    bathrooms: f.bathrooms,
    features: f.features,
    description: f.description,
    image_urls: f.imageUrls,
    cover_image_url: f.coverImageUrl,
    lat: f.lat,
    lng: f.lng,
    location_precision: f.locationPrecision,
    status: f.status,
    source_count: f.sourceCount,
    first_seen_at: f.firstSeenAt.toISOString(),
    last_seen_at: f.lastSeenAt?.toISOString() ?? null,
  };
}
