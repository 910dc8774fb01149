// Raw advert → the advert Llar stores, or a rejection with its reason.
import { createHash } from "node:crypto";
import { parishById } from "@/lib/geo";
import type { NormaliseResult, NormalisedAdvert, RawAdvert } from "../types";
import { normaliseFeatures } from "./features";
import { resolveLocation } from "./location";
import { parseCount, parsePrice, parseSurface } from "./numbers";
import { makeTitle } from "./title";
import { operationFromText, typeFromText } from "./vocabulary";

const clean = (s: string | undefined | null) => {
  const t = s?.replace(/\s+/g, " ").trim();
  return t ? t : null;
};

function parseDate(text: string | undefined): Date | null {
  if (!text) return null;
  const d = new Date(/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(" ", "T")}Z` : text);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function contentHash(advert: Omit<NormalisedAdvert, "contentHash">): string {
  return createHash("sha1").update(JSON.stringify(advert)).digest("base64url");
}

export function normaliseAdvert(raw: RawAdvert): NormaliseResult {
  const externalId = clean(raw.externalId);
  if (!externalId) return { ok: false, reason: "missing_id", externalId: null };
  const url = clean(raw.url);
  if (!url) return { ok: false, reason: "missing_url", externalId };
  const operation = operationFromText(raw.operationText);
  if (!operation) return { ok: false, reason: "no_operation", externalId };
  const location = resolveLocation(raw);
  if (location.outside) return { ok: false, reason: "outside_andorra", externalId };

  const knownType = typeFromText(raw.typeText);
  const type = knownType ?? "other";
  const rooms = parseCount(raw.rooms);
  const description = clean(raw.description);
  const currency = (clean(raw.currency) ?? "EUR").toUpperCase();
  const place = location.town ?? (location.parish ? parishById(location.parish)!.name : null);
  const fields: Omit<NormalisedAdvert, "contentHash"> = {
    externalId,
    url,
    agency: clean(raw.agency),
    reference: clean(raw.reference),
    title: makeTitle({ title: raw.title, description, type, place, rooms }),
    description,
    operation,
    type,
    rawType: clean(raw.typeText),
    // Only euros are stored as prices; another currency is kept as "on request".
    price: currency === "EUR" ? parsePrice(raw.price) : null,
    currency: "EUR",
    period: operation === "sale" ? null : "month",
    surfaceM2: parseSurface(raw.surfaceM2),
    plotM2: parseSurface(raw.plotM2),
    rooms,
    bathrooms: parseCount(raw.bathrooms),
    features: normaliseFeatures(raw.features),
    imageUrls: [...new Set((raw.imageUrls ?? []).map((u) => u.trim()).filter(Boolean))],
    lat: location.lat,
    lng: location.lng,
    locationPrecision: location.precision,
    parish: location.parish,
    town: location.town,
    publishedAt: parseDate(raw.publishedAt),
  };
  const unknownType = knownType ? null : (clean(raw.typeText) ?? "(none)");
  return { ok: true, advert: { ...fields, contentHash: contentHash(fields) }, unknownType };
}
