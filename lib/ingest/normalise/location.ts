// Where an advert is: parish, town, coordinates and how precise they honestly are.
// Parish: point-in-polygon of usable coordinates, else the town's parish, else a parish
// named in the province/zone text or by a postcode (AD100–AD700), else a town named in
// the free text.
import type { LocationPrecision } from "@/lib/generated/prisma/client";
import geonamesPoints from "@/data/reference/town-points.json";
import {
  ANDORRA_BOX,
  PARISHES,
  distanceMetres,
  foldWords,
  findTownInText,
  matchTown,
  parishAt,
  parishOfPostcode,
  placeKey,
  placeParts,
  type ParishId,
  type Town,
  TOWNS,
} from "@/lib/geo";
import { isForeignPlace } from "@/lib/geo/foreign-places";
import { COUNTRY_KEYS } from "@/lib/geo/towns";

export type ResolvedLocation = {
  lat: number | null;
  lng: number | null;
  precision: LocationPrecision;
  parish: ParishId | null;
  town: string | null;
  /** Coordinates were given and lie outside Andorra. */
  outside: boolean;
};

// Points feeds use when they only know the town: reference town centroids (OSM), the
// parishes' admin centres and centroids, and GeoNames' points for the same towns.
// Coordinates within this radius of one are "town" precision.
const TOWN_CENTRE_RADIUS_M = 40;
const CENTRES = [
  ...TOWNS.map((t) => ({ lat: t.centroid.lat, lng: t.centroid.lng })),
  ...PARISHES.flatMap((p) => [p.adminCentre, p.centroid]),
  ...(geonamesPoints as Array<{ lat: number; lng: number }>),
];

const PARISH_BY_KEY = new Map(PARISHES.map((p) => [placeKey(p.name), p.id]));

function parishFromText(text: string | undefined): ParishId | null {
  if (!text) return null;
  const key = placeKey(text);
  return PARISH_BY_KEY.get(key) ?? matchTown(text)?.parish ?? parishOfPostcode(text);
}

// A coordinate as written, with a lone decimal comma ("42,507812", European exports) read
// as the decimal point; a comma beside a dot is no number we can trust (→ NaN → none).
function numeral(raw: string | number): string {
  const s = String(raw).trim();
  return !s.includes(".") && /^[^,]*,[^,]*$/.test(s) ? s.replace(",", ".") : s;
}

// Significant decimals: a DECIMAL(9,6) export pads "42.51" to "42.510000", which is not
// a metre-precise point, so trailing zeros do not count.
function decimals(raw: string | number): number {
  const s = numeral(raw);
  const dot = s.indexOf(".");
  return dot === -1 ? 0 : s.slice(dot + 1).replace(/0+$/, "").length;
}

function coordinate(raw: string | number | undefined): number | null {
  if (raw === undefined || raw === null || String(raw).trim() === "") return null;
  const n = Number(numeral(raw));
  return Number.isFinite(n) ? n : null;
}

// A country field naming Andorra in any spelling the town matcher knows, possibly with
// extra parts: "Andorra (AD)", "Andorra, Europe", "Principat d'Andorra".
function isAndorra(country: string): boolean {
  return [country, ...placeParts(country)].some((part) => COUNTRY_KEYS.has(placeKey(part)));
}

/** A country or province text that is given and names neither Andorra nor a place in it. */
function namesElsewhere(text: string | undefined): boolean {
  if (!text || placeKey(text) === "") return false;
  return !isAndorra(text) && !foldWords(text).includes("andorra") && !parishFromText(text);
}

export function resolveLocation(input: {
  lat?: string | number;
  lng?: string | number;
  town?: string;
  province?: string;
  placeText?: string;
  country?: string;
}): ResolvedLocation {
  let lat = coordinate(input.lat);
  let lng = coordinate(input.lng);
  // Latitude and longitude swapped is a common feed bug; Andorra is unambiguous about it.
  if (lat !== null && lng !== null && !parishAt(lat, lng) && parishAt(lng, lat)) [lat, lng] = [lng, lat];
  // So is a lost or added minus on the longitude (Andorra is east of Greenwich, ~1.5°).
  if (lat !== null && lng !== null && !parishAt(lat, lng) && parishAt(lat, -lng)) lng = -lng;
  const namedTown: Town | null = matchTown(input.town) ?? null;
  // The zone: a province naming a parish or town, else a postcode in any place field.
  const zoneParish =
    parishFromText(input.province) ?? parishOfPostcode(input.town) ?? parishOfPostcode(input.placeText);
  const textTown = namedTown ? null : findTownInText(input.placeText);
  // A town found in free text only counts when it agrees with the zone's parish.
  const town = namedTown ?? (textTown && (!zoneParish || textTown.parish === zoneParish) ? textTown : null);

  // (0, 0) and out-of-range values are "no coordinates", not a location in the ocean.
  if (lat !== null && lng !== null && !(lat === 0 && lng === 0) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
    const pipParish = parishAt(lat, lng);
    if (!pipParish) {
      const nearAndorra =
        lat > ANDORRA_BOX.minLat - 0.05 &&
        lat < ANDORRA_BOX.maxLat + 0.05 &&
        lng > ANDORRA_BOX.minLng - 0.05 &&
        lng < ANDORRA_BOX.maxLng + 0.05;
      // Just across the border with an Andorran town named: a geocoding slip, keep the town.
      if (!(nearAndorra && (town || zoneParish))) {
        return { lat, lng, precision: "none", parish: null, town: null, outside: true };
      }
    } else {
      const atCentre = CENTRES.some((c) => distanceMetres(c, { lat, lng }) <= TOWN_CENTRE_RADIUS_M);
      // The coarser axis decides ("42.535" with "1.588393" is a street-level point), unless
      // both are fine enough that a zero or two at the end is chance ("42.507800").
      const [lo, hi] = [decimals(input.lat!), decimals(input.lng!)].sort((a, b) => a - b);
      const d = lo >= 4 && hi >= 5 ? hi : lo;
      const precision: LocationPrecision = atCentre || d <= 2 ? "town" : d <= 4 ? "street" : "exact";
      // A town-centre point tells us the town, not which side of a border the home is:
      // trust the named town's parish then (the les Escaldes case), and put the pin at that
      // town too, so that the map and the parish agree.
      if (precision === "town" && town && town.parish !== pipParish) {
        return {
          lat: town.centroid.lat,
          lng: town.centroid.lng,
          precision,
          parish: town.parish,
          town: town.name,
          outside: false,
        };
      }
      return { lat, lng, precision, parish: pipParish, town: town?.name ?? null, outside: false };
    }
  }
  if (town) {
    return {
      lat: town.centroid.lat,
      lng: town.centroid.lng,
      precision: "town",
      parish: town.parish,
      town: town.name,
      outside: false,
    };
  }
  if (zoneParish) {
    const p = PARISHES.find((x) => x.id === zoneParish)!;
    return {
      lat: p.centroid.lat,
      lng: p.centroid.lng,
      precision: "parish",
      parish: zoneParish,
      town: null,
      outside: false,
    };
  }
  // Known to be elsewhere: a country or province that is not Andorra (a Spanish-coast
  // Kyero feed's "Murcia", "Alicante", "Spain"), or a town across the border
  // (foreign-places.ts). A province that named a parish or town was read above.
  const foreign = namesElsewhere(input.country) || namesElsewhere(input.province) || isForeignPlace(input.town);
  return { lat: null, lng: null, precision: "none", parish: null, town: null, outside: foreign };
}
