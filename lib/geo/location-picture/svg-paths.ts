// Basemap shapes and parish rings to SVG path data in picture pixels, thinned on the fly:
// a point less than MIN_STEP pixels from the last one kept adds nothing visible, and areas
// smaller than a pixel or two are left out, which keeps a picture's SVG small.
import type { BasemapIndex, Shape } from "../basemap-index";
import type { Projection } from "./projection";

const MIN_STEP = 1.5;
const MIN_AREA_EXTENT = 2;

const r1 = (n: number) => Math.round(n * 10) / 10;

function pathOf(points: Array<[number, number]>, closed: boolean): string {
  const kept: Array<[number, number]> = [];
  for (const p of points) {
    const last = kept.at(-1);
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= MIN_STEP) kept.push(p);
  }
  if (!closed && kept.at(-1) !== points.at(-1) && points.length > 1) kept.push(points.at(-1)!);
  if (kept.length < (closed ? 3 : 2)) return "";
  const body = kept.map(([x, y], i) => `${i ? "L" : "M"}${r1(x)} ${r1(y)}`).join("");
  return closed ? `${body}Z` : body;
}

/** Path data of basemap shapes (all in one path: one SVG element per layer). */
export function shapesPath(index: BasemapIndex, shapes: Shape[], proj: Projection, closed: boolean): string {
  const out: string[] = [];
  for (const s of shapes) {
    const [x0, y0] = proj.project(...index.toDegrees(s.minX, s.minY));
    const [x1, y1] = proj.project(...index.toDegrees(s.maxX, s.maxY));
    if (closed && Math.abs(x1 - x0) < MIN_AREA_EXTENT && Math.abs(y1 - y0) < MIN_AREA_EXTENT) continue;
    const points: Array<[number, number]> = [];
    for (let i = 0; i < s.xy.length; i += 2) points.push(proj.project(...index.toDegrees(s.xy[i], s.xy[i + 1])));
    out.push(pathOf(points, closed));
  }
  return out.join("");
}

/** Path data of GeoJSON rings ([lng, lat] positions), e.g. a parish's outline. */
export function ringsPath(rings: number[][][], proj: Projection): string {
  return rings
    .map((ring) =>
      pathOf(
        ring.map(([lng, lat]) => proj.project(lng, lat)),
        true,
      ),
    )
    .join("");
}
