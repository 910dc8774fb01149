// The fresh-filter scenario's paths (issue 22): shared by bench:api (over HTTP) and the
// in-process measurement of the API wrapper (scripts/dev/bench-api-in-process.ts).
import { PARISH_IDS } from "@/lib/geo";
import { SORTS } from "@/lib/domain/vocabulary";

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

/** A search no earlier request is likely to have made: 1–3 parishes, a price floor, a sort,
 *  and now and then a price ceiling, a rooms floor or a surface floor. */
export function randomFilterPath(): string {
  const parishes = [
    ...new Set(
      [pick([...PARISH_IDS]), pick([...PARISH_IDS]), pick([...PARISH_IDS])].slice(0, 1 + Math.floor(Math.random() * 3)),
    ),
  ];
  const minPrice = 50_000 + 1_000 * Math.floor(Math.random() * 550);
  let qs = `op=sale&parish=${parishes.join(",")}&minPrice=${minPrice}`;
  if (Math.random() < 0.3) qs += `&maxPrice=${minPrice + 1_000 * Math.floor(100 + Math.random() * 900)}`;
  if (Math.random() < 0.3) qs += `&minRooms=${1 + Math.floor(Math.random() * 4)}`;
  if (Math.random() < 0.2) qs += `&minSurface=${30 + Math.floor(Math.random() * 150)}`;
  return `/v1/properties?${qs}&sort=${pick([...SORTS])}&limit=25`;
}
