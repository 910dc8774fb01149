// The results as map features. Homes at the same point (several adverts placed at one
// town centre, or two flats in one building) become one group, so none hides another:
// a group opens a list instead of stacking pins. Homes placed only to a town or parish
// are marked approximate and get an area, not a pin. Squares of the server's grid whose
// homes are not listed (out of view, or too many) are one point with their count. The
// features feed a clustered GeoJSON source (components/site/map/home-markers.ts).
import type { MapCell } from "@/lib/site-search/map-answer";
import { circle, isApproximate, RADIUS_M, type Precision } from "./approximate-area";

export type MapMarker = {
  id: string;
  lat: number;
  lng: number;
  precision: Precision;
  /** Price, short ("350 k€"). */
  label: string;
  title: string;
};

/** Homes at one point, or (`count`, no `homes`) a square of the grid whose homes are not listed. */
export type HomeGroup = {
  key: string;
  lat: number;
  lng: number;
  approximate: boolean;
  homes: MapMarker[];
  count?: number;
};

/** Points closer than about a metre are one point. */
const keyOf = (m: MapMarker) =>
  `${isApproximate(m.precision) ? "a" : "p"}:${m.lat.toFixed(5)},${m.lng.toFixed(5)}:${m.precision}`;

export function groupHomes(markers: MapMarker[]): HomeGroup[] {
  const groups = new Map<string, HomeGroup>();
  for (const m of markers) {
    const key = keyOf(m);
    const group = groups.get(key) ?? {
      key,
      lat: m.lat,
      lng: m.lng,
      approximate: isApproximate(m.precision),
      homes: [],
    };
    group.homes.push(m);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The server's squares as groups: listed homes grouped by point, the other squares whole. */
export function groupsFromCells(cells: MapCell[]): HomeGroup[] {
  const groups: HomeGroup[] = [];
  for (const c of cells) {
    if (c.homes) groups.push(...groupHomes(c.homes.map((h) => ({ ...h, precision: h.precision as Precision }))));
    else
      groups.push({
        key: `square:${c.lat},${c.lng}`,
        lat: c.lat,
        lng: c.lng,
        approximate: false,
        homes: [],
        count: c.count,
      });
  }
  return groups;
}

/** One point per group, with its number of homes (summed by the source's clusters). */
export function groupPoints(groups: HomeGroup[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  return {
    type: "FeatureCollection",
    features: groups.map((g) => ({
      type: "Feature",
      properties: { key: g.key, homes: g.count ?? g.homes.length },
      geometry: { type: "Point", coordinates: [g.lng, g.lat] },
    })),
  };
}

/** The shaded areas of the approximate groups. */
export function groupAreas(groups: HomeGroup[]): GeoJSON.FeatureCollection<GeoJSON.Polygon> {
  return {
    type: "FeatureCollection",
    features: groups.filter((g) => g.approximate).map((g) => circle(g.lat, g.lng, RADIUS_M[g.homes[0].precision])),
  };
}
