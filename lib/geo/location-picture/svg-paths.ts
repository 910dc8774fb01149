// Basemap shapes and parish rings to SVG path data in picture pixels, thinned on the fly:
// a point less than MIN_STEP pixels from the last one kept adds nothing visible, and areas
// smaller than a pixel or two are left out, which keeps a picture's SVG small.
import type { BasemapIndex, Shape } from "../basemap-index";
import type { Projection } from "./projection";

const MIN_STEP = 2;
const MIN_AREA_EXTENT = 2;

/** "3-2 5 1": numbers joined as SVG path data allows (a minus sign separates too). */
const join = (ns: number[]) => ns.map((n, i) => (i > 0 && n >= 0 ? ` ${n}` : String(n))).join("");

// Whole pixels and relative moves: at card size a half-pixel error is invisible, and the
// path data shrinks to about a third.
function pathOf(points: Array<[number, number]>, closed: boolean): string {
  const kept: Array<[number, number]> = [];
  for (const p of points) {
    const last = kept.at(-1);
    if (!last || Math.hypot(p[0] - last[0], p[1] - last[1]) >= MIN_STEP) kept.push(p);
  }
  if (!closed && kept.at(-1) !== points.at(-1) && points.length > 1) kept.push(points.at(-1)!);
  if (kept.length < (closed ? 3 : 2)) return "";
  const [x0, y0] = [Math.round(kept[0][0]), Math.round(kept[0][1])];
  const deltas: number[] = [];
  let [px, py] = [x0, y0];
  for (const [x, y] of kept.slice(1)) {
    const [rx, ry] = [Math.round(x), Math.round(y)];
    if (rx === px && ry === py) continue;
    deltas.push(rx - px, ry - py);
    [px, py] = [rx, ry];
  }
  if (deltas.length === 0) return "";
  const body = `M${join([x0, y0])}l${join(deltas)}`;
  return closed ? `${body}z` : body;
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
