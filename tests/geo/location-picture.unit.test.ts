// Location pictures (lib/geo/location-picture): the projection, what each precision draws,
// the type pictograms, and the SVG drawn from the real compact basemap.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { basemap } from "@/lib/geo/basemap-index";
import { decodeShape, encodeShape } from "@/lib/geo/basemap-format";
import { PICTOGRAMS, pictogramFor } from "@/lib/geo/location-picture/pictograms";
import { pictureView, PRECISION_RADIUS_M } from "@/lib/geo/location-picture/picture-view";
import { makeProjection } from "@/lib/geo/location-picture/projection";
import { renderLocationSvg } from "@/lib/geo/location-picture/render-svg";

const ESCALDES = { lat: 42.5096, lng: 1.5393 };

describe("makeProjection", () => {
  const proj = makeProjection(ESCALDES, 300, 400, 300);

  it("puts the centre in the middle, north up and east right", () => {
    expect(proj.project(ESCALDES.lng, ESCALDES.lat)).toEqual([200, 150]);
    const [, yNorth] = proj.project(ESCALDES.lng, ESCALDES.lat + 0.001);
    const [xEast] = proj.project(ESCALDES.lng + 0.001, ESCALDES.lat);
    expect(yNorth).toBeLessThan(150);
    expect(xEast).toBeGreaterThan(200);
  });

  it("spans the half span to the nearer edge, with equal metres both ways", () => {
    expect(proj.metresPerPx).toBeCloseTo(2, 6); // 300 m over 150 px
    const [, yTop] = proj.project(ESCALDES.lng, ESCALDES.lat + 300 / 111_320);
    expect(yTop).toBeCloseTo(0, 1);
    const metresPerDegLng = 111_320 * Math.cos((ESCALDES.lat * Math.PI) / 180);
    const [xRight] = proj.project(ESCALDES.lng + 300 / metresPerDegLng, ESCALDES.lat);
    expect(xRight - 200).toBeCloseTo(150, 1);
    expect(proj.bounds.west).toBeLessThan(ESCALDES.lng);
    expect(proj.bounds.north).toBeGreaterThan(ESCALDES.lat);
  });
});

describe("pictureView", () => {
  it("draws an exact point as a dot at street scale", () => {
    const v = pictureView(
      { type: "flat", parish: "escaldes_engordany", location: { ...ESCALDES, precision: "exact" } },
      4 / 3,
    );
    expect(v.marker).toEqual({ kind: "dot", ...ESCALDES });
    expect(v.halfSpanM).toBeLessThan(500);
  });

  it("draws street and town points as circles of their radius, with room around", () => {
    for (const precision of ["street", "town"] as const) {
      const v = pictureView({ type: "flat", parish: "ordino", location: { ...ESCALDES, precision } }, 4 / 3);
      expect(v.marker).toEqual({ kind: "circle", ...ESCALDES, radiusM: PRECISION_RADIUS_M[precision] });
      expect(v.halfSpanM).toBeGreaterThan(PRECISION_RADIUS_M[precision]);
    }
  });

  it("draws a parish-level location as the parish outline, fitted whole", () => {
    const v = pictureView({ type: "land", parish: "canillo", location: { ...ESCALDES, precision: "parish" } }, 4 / 3);
    expect(v.marker).toEqual({ kind: "parish", parish: "canillo" });
    expect(v.halfSpanM).toBeGreaterThan(5_000); // Canillo is about 15 km across
  });

  it("falls back to a parish circle without a known parish, and to the country without anything", () => {
    const circle = pictureView({ type: "flat", parish: null, location: { ...ESCALDES, precision: "parish" } }, 4 / 3);
    expect(circle.marker).toMatchObject({ kind: "circle", radiusM: PRECISION_RADIUS_M.parish });
    const country = pictureView({ type: "flat", parish: null, location: null }, 4 / 3);
    expect(country.marker).toEqual({ kind: "none" });
    expect(country.halfSpanM).toBeGreaterThan(10_000);
  });
});

describe("pictogramFor", () => {
  it("groups the API's types into pictograms and gives unknown types the pin", () => {
    expect(["flat", "penthouse", "duplex", "studio", "loft"].map(pictogramFor)).toEqual(Array(5).fill("flat"));
    expect(["house", "chalet", "townhouse", "farmhouse"].map(pictogramFor)).toEqual(Array(4).fill("house"));
    expect(pictogramFor("land")).toBe("land");
    expect(pictogramFor("parking")).toBe("parking");
    expect(pictogramFor("commercial")).toBe("commercial");
    expect(pictogramFor("castle")).toBe("other");
    expect(new Set(Object.values(PICTOGRAMS)).size).toBe(Object.keys(PICTOGRAMS).length);
  });
});

describe("basemap", () => {
  it("round-trips delta-encoded shapes", () => {
    const points: Array<[number, number]> = [
      [10, 20],
      [13, 18],
      [-4, 7],
    ];
    expect([...decodeShape(encodeShape(points))]).toEqual(points.flat());
  });

  it("finds buildings near Escaldes and none in the mountains of Canillo", () => {
    const near = { west: 1.538, east: 1.541, south: 42.508, north: 42.511 };
    const far = { west: 1.7, east: 1.701, south: 42.61, north: 42.611 };
    expect(basemap().query("building", near).length).toBeGreaterThan(5);
    expect(basemap().query("building", far)).toHaveLength(0);
  });
});

describe("renderLocationSvg", () => {
  it("draws an exact flat as a dot among streets and buildings, with the pictogram and attribution", async () => {
    const svg = renderLocationSvg({
      type: "penthouse",
      parish: "escaldes_engordany",
      location: { ...ESCALDES, precision: "exact" },
    });
    expect(svg).toContain('data-marker="dot"');
    expect(svg).not.toContain('data-marker="circle"');
    expect(svg).toContain('data-pictogram="flat"');
    expect(svg).toContain("© OpenStreetMap");
    expect(svg).toContain('fill="#d4c9c0"'); // buildings are drawn at this scale
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(400);
  });

  it("draws a town-level house as a circle of 700 m and leaves buildings out", () => {
    const svg = renderLocationSvg({
      type: "chalet",
      parish: "ordino",
      location: { lat: 42.5562, lng: 1.5331, precision: "town" },
    });
    const r = Number(/r="([\d.]+)"[^>]*data-marker="circle"/.exec(svg)?.[1]);
    const metresPerPx = (PRECISION_RADIUS_M.town * 2.2) / 150;
    expect(r).toBeCloseTo(PRECISION_RADIUS_M.town / metresPerPx, 0);
    expect(svg).toContain('data-pictogram="house"');
    expect(svg).not.toContain('fill="#d4c9c0"');
  });

  it("highlights the parish for a parish-level plot, and draws the whole country for an unplaced one", () => {
    const parish = renderLocationSvg({
      type: "land",
      parish: "canillo",
      location: { lat: 42.58, lng: 1.62, precision: "parish" },
    });
    expect(parish.match(/data-marker="parish"/g)).toHaveLength(1);
    expect(parish).toContain('data-pictogram="land"');
    const none = renderLocationSvg({ type: "parking", parish: null, location: null });
    expect(none).not.toMatch(/data-marker=/);
    expect(none.match(/stroke-dasharray/g)).toHaveLength(7); // the seven parish borders
    expect(none).toContain('data-pictogram="parking"');
  });

  it("stays small enough to serve on every card", () => {
    const svg = renderLocationSvg({ type: "flat", parish: null, location: null });
    expect(svg.length).toBeLessThan(200_000);
  });
});
