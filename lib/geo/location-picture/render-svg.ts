// A property's location picture as SVG (docs/decisions.md#location-pictures): the offline
// OpenStreetMap basemap around where it is, the parish borders, its location at its stated
// precision (dot, circle or parish outline) and the pictogram of its type. Shown instead of
// a photo when it has none or none loads; carries the ODbL attribution.
import { PARISHES } from "../parishes";
import { basemap, type BasemapIndex } from "../basemap-index";
import { PICTOGRAMS, pictogramFor } from "./pictograms";
import { makeProjection, type Projection } from "./projection";
import { pictureView, type PictureInput } from "./picture-view";
import { ringsPath, shapesPath } from "./svg-paths";
import type { AreaLayer, LineLayer } from "../basemap-format";

/** Bump when the drawing changes: it is part of the pictures' ETag. */
export const RENDERER_VERSION = 1;

const COLOURS = { paper: "#f3f1ea", brand: "#1f6b52", brandDark: "#0d2e22", border: "#8a7fa6" };
const AREAS: Array<[AreaLayer, string, number]> = [
  // layer, fill, widest view (half span, metres) it is drawn at
  ["rock", "#e6e1d8", Infinity],
  ["grass", "#e2eed3", Infinity],
  ["forest", "#cfe2bd", Infinity],
  ["urban", "#e9e2dc", Infinity],
  ["water", "#aad3df", Infinity],
  ["building", "#d4c9c0", 1_200],
];
const LINES: Array<[LineLayer, string, number, number]> = [
  // layer, stroke, width (px), widest view
  ["stream", "#aad3df", 0.8, 3_000],
  ["river", "#8cc4d8", 2, Infinity],
  ["track", "#c7b596", 0.8, 1_600],
  ["minor", "#ffffff", 2, 3_500],
  ["major", "#f2c46d", 3, Infinity],
];

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const n1 = (n: number) => Math.round(n * 10) / 10;

function basemapLayers(index: BasemapIndex, proj: Projection, halfSpanM: number): string[] {
  const out: string[] = [];
  for (const [layer, fill, widest] of AREAS) {
    if (halfSpanM > widest) continue;
    const d = shapesPath(index, index.query(layer, proj.bounds), proj, true);
    if (d) out.push(`<path d="${d}" fill="${fill}"/>`);
  }
  for (const [layer, stroke, width, widest] of LINES) {
    if (halfSpanM > widest) continue;
    const d = shapesPath(index, index.query(layer, proj.bounds), proj, false);
    if (d) out.push(`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`);
  }
  return out;
}

function parishLayers(proj: Projection, highlighted: string | null): string[] {
  return PARISHES.map((p) => {
    const d = ringsPath(
      p.boundary.coordinates.map((polygon) => polygon[0]),
      proj,
    );
    return p.id === highlighted
      ? `<path d="${d}" fill="${COLOURS.brand}" fill-opacity="0.18" stroke="${COLOURS.brand}" stroke-width="2.5" data-marker="parish"/>`
      : `<path d="${d}" fill="none" stroke="${COLOURS.border}" stroke-width="1.2" stroke-dasharray="5 3"/>`;
  });
}

function badge(type: string, height: number): string {
  const r = Math.max(18, Math.round(height * 0.09));
  const [cx, cy] = [r + 10, height - r - 10];
  const scale = (r * 1.2) / 24;
  return (
    `<g data-pictogram="${pictogramFor(type)}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${COLOURS.brand}" stroke-width="2"/>` +
    `<path d="${PICTOGRAMS[pictogramFor(type)]}" transform="translate(${n1(cx - 12 * scale)} ${n1(cy - 12 * scale)}) scale(${n1(scale * 100) / 100})" fill="none" stroke="${COLOURS.brandDark}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

/** The picture, `width` × `height` units (the SVG scales to any size of that aspect). */
export function renderLocationSvg(
  input: PictureInput,
  size: { width: number; height: number } = { width: 400, height: 300 },
  index: BasemapIndex = basemap(),
): string {
  const { width, height } = size;
  const view = pictureView(input, width / height);
  const proj = makeProjection(view.center, view.halfSpanM, width, height);
  const m = view.marker;
  const parts = [
    `<rect width="${width}" height="${height}" fill="${COLOURS.paper}"/>`,
    ...basemapLayers(index, proj, view.halfSpanM),
    ...parishLayers(proj, m.kind === "parish" ? m.parish : null),
  ];
  if (m.kind === "circle") {
    const [x, y] = proj.project(m.lng, m.lat);
    const r = m.radiusM / proj.metresPerPx;
    parts.push(
      `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(r)}" fill="${COLOURS.brand}" fill-opacity="0.18" stroke="${COLOURS.brand}" stroke-width="2.5" data-marker="circle"/>`,
    );
  } else if (m.kind === "dot") {
    const [x, y] = proj.project(m.lng, m.lat);
    parts.push(
      `<circle cx="${n1(x)}" cy="${n1(y)}" r="9" fill="${COLOURS.brand}" stroke="#fff" stroke-width="3" data-marker="dot"/>`,
    );
  }
  parts.push(badge(input.type, height));
  const fontSize = Math.max(9, Math.round(height / 30));
  parts.push(
    `<text x="${width - 6}" y="${height - 6}" font-family="sans-serif" font-size="${fontSize}" text-anchor="end" fill="#333" stroke="#fff" stroke-width="3" paint-order="stroke">${esc("© OpenStreetMap")}</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" data-precision="${input.location?.precision ?? "none"}">` +
    `<title>${esc(`© OpenStreetMap contributors (ODbL)`)}</title>${parts.join("")}</svg>`
  );
}
