// Table rows (snake_case columns) built from normalised adverts, and the reverse view the
// aggregate needs, so that the batch writer can compute a new property in memory.
import type { MatchEvidence } from "../match/consolidate/decision";
import type { NormalisedAdvert } from "../types";
import type { AggListing } from "./aggregate";

/** Columns an advert sets on every write (create or change). */
export function advertColumns(a: NormalisedAdvert): Record<string, unknown> {
  return {
    url: a.url,
    agency: a.agency,
    reference: a.reference,
    title: a.title,
    description: a.description,
    operation: a.operation,
    type: a.type,
    raw_type: a.rawType,
    price: a.price,
    currency: a.currency,
    period: a.period,
    surface_m2: a.surfaceM2,
    plot_m2: a.plotM2,
    rooms: a.rooms,
    bathrooms: a.bathrooms,
    features: a.features,
    image_urls: a.imageUrls,
    lat: a.lat,
    lng: a.lng,
    location_precision: a.locationPrecision,
    parish: a.parish,
    town: a.town,
    published_at: a.publishedAt?.toISOString() ?? null,
    content_hash: a.contentHash,
  };
}

export function newListingRow(p: {
  id: string;
  sourceId: string;
  propertyId: string;
  advert: NormalisedAdvert;
  observedAt: Date;
  evidence: MatchEvidence;
}): Record<string, unknown> {
  return {
    id: p.id,
    source_id: p.sourceId,
    external_id: p.advert.externalId,
    property_id: p.propertyId,
    ...advertColumns(p.advert),
    status: "active",
    first_seen_at: p.observedAt.toISOString(),
    last_seen_at: p.observedAt.toISOString(),
    removed_at: null,
    match_score: p.evidence.decision === "matched" ? p.evidence.score : null,
    match_evidence: p.evidence,
  };
}

export function asAggListing(id: string, sourceId: string, a: NormalisedAdvert, observedAt: Date): AggListing {
  return {
    id,
    sourceId,
    status: "active",
    title: a.title,
    description: a.description,
    operation: a.operation,
    type: a.type,
    price: a.price,
    surfaceM2: a.surfaceM2,
    plotM2: a.plotM2,
    rooms: a.rooms,
    bathrooms: a.bathrooms,
    features: a.features,
    imageUrls: a.imageUrls,
    lat: a.lat,
    lng: a.lng,
    locationPrecision: a.locationPrecision,
    parish: a.parish,
    town: a.town,
    firstSeenAt: observedAt,
    lastSeenAt: observedAt,
  };
}
