// Raw advert → the advert Llar stores, or a rejection with its reason.
import { createHash } from "node:crypto";
import { parishById } from "@/lib/geo";
import type { NormaliseResult, NormalisedAdvert, RawAdvert } from "../types";
import { normaliseFeatures } from "./features";
import { Cuts, LIMITS, truncateWords } from "@/lib/domain/limits";
import { plainText } from "./markup";
import { resolveLocation } from "./location";
import { parseCount, parseSurface } from "./numbers";
import { storedPrice } from "./price";
import { referenceInText } from "./reference-in-text";
import { makeTitle } from "./title";
import { operationFromText, typeFromText } from "./vocabulary";

/** A feed's text as stored: whitespace collapsed and trimmed, empty → null (a URL, a name…). */
export const clean = (s: string | undefined | null) => {
  const t = s?.replace(/\s+/g, " ").trim();
  return t ? t : null;
};

// "06/11/2026", "6.11.2026 14:57": feeds of Andorra and its neighbours write the day first,
// which Date reads month first (6 November became 11 June, and 25/11 no date at all).
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d\d?:\d\d(?::\d\d)?))?$/;

function parseDate(text: string | undefined): Date | null {
  if (!text) return null;
  const dmy = DAY_FIRST.exec(text.trim());
  const iso = dmy
    ? `${dmy[3]}-${dmy[2].padStart(2, "0")}-${dmy[1].padStart(2, "0")}T${(dmy[4] ?? "00:00").replace(/^(\d):/, "0$1:")}Z`
    : null;
  const d = new Date(iso ?? (/^\d{4}-\d\d-\d\d \d/.test(text) ? `${text.replace(" ", "T")}Z` : text));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The site links to an advert's page: only an absolute http(s) address may be one. */
function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function contentHash(advert: Omit<NormalisedAdvert, "contentHash">): string {
  return createHash("sha1").update(JSON.stringify(advert)).digest("base64url");
}

/** Feature words cut to LIMITS.feature (before they are read: a cut phrase stays as written), at most LIMITS.features. */
function boundedFeatures(raw: string[] | undefined, cuts: Cuts): string[] {
  let cut = false;
  const words = (raw ?? []).map((f) => {
    const text = f.trim().replace(/\s+/g, " ");
    if (text.length <= LIMITS.feature) return text;
    cut = true;
    return truncateWords(text, LIMITS.feature);
  });
  const labels = normaliseFeatures(words);
  const kept = labels.slice(0, LIMITS.features);
  if (cut || kept.length < labels.length) cuts.fields.push("features");
  return kept;
}

/** Distinct photo URLs, at most LIMITS.images; one longer than LIMITS.imageUrl is dropped (a cut URL is no URL). */
function boundedImages(raw: string[] | undefined, cuts: Cuts): string[] {
  const all = [...new Set((raw ?? []).map((u) => u.trim()).filter(Boolean))];
  const kept = all.filter((u) => u.length <= LIMITS.imageUrl).slice(0, LIMITS.images);
  if (kept.length < all.length) cuts.fields.push("image_urls");
  return kept;
}

export function normaliseAdvert(raw: RawAdvert): NormaliseResult {
  const externalId = clean(raw.externalId);
  if (!externalId) return { ok: false, reason: "missing_id", externalId: null };
  if (externalId.length > LIMITS.externalId) return { ok: false, reason: "id_too_long", externalId: null };
  const url = clean(raw.url);
  if (!url) return { ok: false, reason: "missing_url", externalId };
  if (url.length > LIMITS.url) return { ok: false, reason: "url_too_long", externalId };
  if (!isHttpUrl(url)) return { ok: false, reason: "bad_url", externalId };
  const operation = operationFromText(raw.operationText);
  if (!operation) return { ok: false, reason: "no_operation", externalId };
  const location = resolveLocation(raw);
  if (location.outside) return { ok: false, reason: "outside_andorra", externalId };

  const knownType = typeFromText(raw.typeText);
  const type = knownType ?? "other";
  const rooms = parseCount(raw.rooms);
  const cuts = new Cuts();
  const description = cuts.text("description", clean(plainText(raw.description)), LIMITS.description);
  const currency = clean(raw.currency);
  const price = storedPrice(raw, operation, currency);
  const plainTitle = plainText(raw.title);
  const noPlace = !location.parish && !location.town && location.lat === null;
  if (!knownType && !clean(raw.typeText) && price.price === null && noPlace && !clean(plainTitle) && !description)
    return { ok: false, reason: "empty", externalId };
  const place = location.town ?? (location.parish ? parishById(location.parish)!.name : null);
  const fields: Omit<NormalisedAdvert, "contentHash"> = {
    externalId,
    url,
    agency: cuts.text("agency", clean(raw.agency), LIMITS.agency),
    // A feed without the field may still state it in the advert's text (reference-in-text.ts).
    reference: cuts.text(
      "reference",
      clean(raw.reference) ?? referenceInText(plainTitle, description),
      LIMITS.reference,
    ),
    title: cuts.text("title", makeTitle({ title: plainTitle, description, type, place, rooms }), LIMITS.title)!,
    description,
    operation,
    type,
    rawType: cuts.text("raw_type", clean(raw.typeText), LIMITS.rawType),
    price: price.price,
    currency: "EUR",
    period: operation === "sale" ? null : "month",
    surfaceM2: parseSurface(raw.surfaceM2),
    plotM2: parseSurface(raw.plotM2),
    rooms,
    bathrooms: parseCount(raw.bathrooms),
    features: boundedFeatures(raw.features, cuts),
    imageUrls: boundedImages(raw.imageUrls, cuts),
    lat: location.lat,
    lng: location.lng,
    locationPrecision: location.precision,
    parish: location.parish,
    town: location.town,
    publishedAt: parseDate(raw.publishedAt),
  };
  const unknownType = knownType ? null : (clean(raw.typeText) ?? "(none)");
  return {
    ok: true,
    advert: { ...fields, contentHash: contentHash(fields) },
    unknownType,
    truncated: cuts.fields,
    placeholderPrice: price.placeholder,
  };
}
