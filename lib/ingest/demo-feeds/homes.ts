// The homes behind the demo and benchmark feeds: the real pisos.ad adverts (one home
// each), optionally multiplied into distinct synthetic homes for load tests.
import path from "node:path";
import { PARISHES, TOWNS, parishAt } from "@/lib/geo";
import { normaliseAdvert } from "../normalise";
import { pisosadCsvConnector } from "../sources/pisosad-csv";
import type { NormalisedAdvert, RawAdvert } from "../types";
import { pick, rand } from "./random";

const PISOS_CSV = path.join(process.cwd(), "data", "demo", "pisos-ad-2023-11.csv");

export type Home = {
  id: string;
  raw: RawAdvert;
  base: NormalisedAdvert;
  /** A point inside the home's parish, stable for the home: its "exact" location. */
  point: { lat: number; lng: number } | null;
};

/** A point up to ~350 m from the town centre that stays inside the same parish. */
function exactPoint(id: string, a: NormalisedAdvert): Home["point"] {
  if (a.lat === null || a.lng === null || !a.parish) return null;
  for (let attempt = 0; attempt < 8; attempt++) {
    const r = 0.0032 * Math.sqrt(rand(id, "r", attempt));
    const t = 2 * Math.PI * rand(id, "t", attempt);
    const lat = Math.round((a.lat + r * Math.cos(t)) * 1e6) / 1e6;
    const lng = Math.round((a.lng + (r * Math.sin(t)) / Math.cos((a.lat * Math.PI) / 180)) * 1e6) / 1e6;
    if (parishAt(lat, lng) === a.parish) return { lat, lng };
  }
  return null;
}

export async function loadBaseHomes(csvPath = PISOS_CSV): Promise<Home[]> {
  const homes: Home[] = [];
  for await (const raw of pisosadCsvConnector.read(csvPath)) {
    const result = normaliseAdvert(raw);
    if (!result.ok) continue;
    const id = `h${raw.externalId}`;
    homes.push({ id, raw, base: result.advert, point: exactPoint(id, result.advert) });
  }
  return homes;
}

/**
 * `copies` distinct homes per real one: copy k > 0 moves to another town of the same
 * parish and gets its own price and surface, so copies are not duplicates of each other.
 */
export function multiplyHomes(base: Home[], copies: number): Home[] {
  const out: Home[] = [...base];
  for (let k = 1; k < copies; k++) {
    for (const h of base) {
      const id = `${h.id}c${k}`;
      const towns = TOWNS.filter((t) => t.parish === h.base.parish && t.kind === "town");
      const town = towns.length ? pick(towns, id, "town") : null;
      const parish = PARISHES.find((p) => p.id === h.base.parish);
      const centre = town?.centroid ?? parish?.adminCentre ?? null;
      const factor = 0.6 + 0.9 * rand(id, "price");
      const base: NormalisedAdvert = {
        ...h.base,
        externalId: `${h.base.externalId}c${k}`,
        price: h.base.price === null ? null : Math.round((h.base.price * factor) / 100) * 100,
        surfaceM2:
          h.base.surfaceM2 === null
            ? null
            : Math.max(20, Math.round(h.base.surfaceM2 * (0.7 + 0.6 * rand(id, "surface")))),
        town: town?.name ?? h.base.town,
        lat: centre?.lat ?? h.base.lat,
        lng: centre?.lng ?? h.base.lng,
      };
      out.push({ id, raw: { ...h.raw, externalId: base.externalId }, base, point: exactPoint(id, base) });
    }
  }
  return out;
}
