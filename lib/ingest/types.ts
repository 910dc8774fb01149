// The shapes that flow through ingestion: connectors produce RawAdverts (what the feed
// says, as strings and numbers), normalisation turns them into NormalisedAdverts (what
// Llar stores in `listing`) or a rejection with a reason.
import type { LocationPrecision, Operation, PropertyType } from "@/lib/generated/prisma/client";
import type { ParishId } from "@/lib/geo";
import type { TruncatedField } from "@/lib/domain/limits";

export type RawAdvert = {
  /** The source's own advert id; unique within one source. */
  externalId: string;
  url?: string;
  agency?: string;
  reference?: string;
  title?: string;
  description?: string;
  /** Type word as the feed spells it ("Pis", "Ático", "Town House"...). */
  typeText?: string;
  /** Operation word or price frequency ("sale", "month", "venda", "lloguer"...). */
  operationText?: string;
  /** Price as published: a number, or text such as "315.000 €" or "Consultar". */
  price?: string | number;
  currency?: string;
  surfaceM2?: string | number;
  plotM2?: string | number;
  rooms?: string | number;
  bathrooms?: string | number;
  features?: string[];
  imageUrls?: string[];
  lat?: string | number;
  lng?: string | number;
  town?: string;
  province?: string;
  country?: string;
  /** Free text that may name the place when nothing else does (e.g. a zone column). */
  placeText?: string;
  publishedAt?: string;
};

export type NormalisedAdvert = {
  externalId: string;
  url: string;
  agency: string | null;
  reference: string | null;
  title: string;
  description: string | null;
  operation: Operation;
  type: PropertyType;
  rawType: string | null;
  price: number | null;
  currency: string;
  period: "month" | null;
  surfaceM2: number | null;
  plotM2: number | null;
  rooms: number | null;
  bathrooms: number | null;
  features: string[];
  imageUrls: string[];
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision;
  parish: ParishId | null;
  town: string | null;
  publishedAt: Date | null;
  /** Hash of every stored field: equal hash = unchanged advert. */
  contentHash: string;
};

export type RejectionReason =
  | "missing_id"
  | "missing_url"
  | "no_operation"
  | "outside_andorra"
  | "duplicate_id"
  | "id_too_long"
  | "url_too_long"
  /** The link is not http(s) (javascript:, data:…): it would be an href on the site. */
  | "bad_url"
  /** No type, no price, no place and no text: nothing a reader could be shown. */
  | "empty";

export type NormaliseResult =
  | {
      ok: true;
      advert: NormalisedAdvert;
      unknownType: string | null;
      truncated: TruncatedField[];
      /** The stated price is one no property is offered at (normalise/price.ts): stored as on request. */
      placeholderPrice: boolean;
    }
  | { ok: false; reason: RejectionReason; externalId: string | null };

/** Thrown when a feed cannot be read or parsed at all; the run then changes nothing. */
export class FeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FeedError";
  }
}

/**
 * Thrown when the run's sources are described wrongly (a new source without its name or
 * homepage, a homepage that is no web address): the caller's mistake, checked before
 * anything is read or written (the CLI exits 2 on it, as on other bad arguments).
 */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SourceError";
  }
}
