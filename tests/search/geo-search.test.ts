// Radius and polygon search (lib/search/geometry.ts, search-sql.ts) through
// GET /v1/properties: the right properties inside, clear 400s on bad geometry, and
// polygons for Pro and above only. Coordinates far from other suites' data (42.3x N).
import polyline from "@mapbox/polyline";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";

let pro: string;
let starter: string;
const ids: Record<string, string> = {};
const enc = (pts: [number, number][]) => encodeURIComponent(polyline.encode(pts));

beforeAll(async () => {
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 10_000 }));
  pro = (await createKey("pro")).key;
  starter = (await createKey("starter")).key;
  // 0.009° of latitude ≈ 1,000 m. Centre 42.3000, 1.3000.
  ids.centre = await seedProperty({ lat: 42.3, lng: 1.3, title: "geo centre" });
  ids.m900 = await seedProperty({ lat: 42.3081, lng: 1.3, title: "geo 900 m north" });
  ids.m1100 = await seedProperty({ lat: 42.3099, lng: 1.3, title: "geo 1100 m north" });
  ids.east = await seedProperty({ lat: 42.3, lng: 1.33, title: "geo 2.5 km east" });
  ids.nowhere = await seedProperty({ lat: null, lng: null, title: "geo no location" });
});

const found = async (qs: string, key = pro) => {
  const r = await callApi(`/v1/properties?${qs}&limit=100`, { key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data as { id: string }[])
    .map((p) => p.id)
    .filter((id) => Object.values(ids).includes(id))
    .sort();
};

describe("near + radius", () => {
  it("returns the properties within the great-circle distance", async () => {
    expect(await found("near=42.3,1.3&radius=1000")).toEqual([ids.centre, ids.m900].sort());
    expect(await found("near=42.3,1.3&radius=1300")).toEqual([ids.centre, ids.m900, ids.m1100].sort());
    expect(await found("near=42.3,1.3&radius=3000")).toEqual([ids.centre, ids.m900, ids.m1100, ids.east].sort());
    const r = await callApi("/v1/properties?near=42.3,1.3&radius=1000", { key: pro });
    expect(r.body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["near=42.3,1.3", "radius", "radius is required with near"],
    ["radius=500", "near", "near is required with radius"],
    ["near=42.3,1.3&radius=20001", "radius", "between 1 and 20000"],
    ["near=42.3,1.3&radius=0", "radius", "between 1 and 20000"],
    ["near=42.3,1.3&radius=1.5", "radius", "whole number of metres"],
    ["near=95,1.3&radius=100", "near", "outside WGS84"],
    ["near=42.3&radius=100", "near", "two decimal numbers"],
  ])("%s → 400 naming %s", async (qs, _param, message) => {
    const r = await callApi(`/v1/properties?${qs}`, { key: pro });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toContain(message);
  });
});

describe("polygon", () => {
  const square: [number, number][] = [
    [42.305, 1.295],
    [42.305, 1.305],
    [42.295, 1.305],
    [42.295, 1.295],
  ];

  it("returns the properties inside, closed or not", async () => {
    expect(await found(`polygon=${enc(square)}`)).toEqual([ids.centre]);
    expect(await found(`polygon=${enc([...square, square[0]])}`)).toEqual([ids.centre]);
    // A triangle reaching north to 42.31 takes in the 900 m point, not the one at 1,100 m off its edge.
    expect(
      await found(
        `polygon=${enc([
          [42.295, 1.295],
          [42.3095, 1.3],
          [42.295, 1.305],
        ])}`,
      ),
    ).toEqual([ids.centre, ids.m900].sort());
  });

  it("is Pro and above: 403 plan_required on Starter", async () => {
    const r = await callApi(`/v1/properties?polygon=${enc(square)}`, { key: starter });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("plan_required");
  });

  const many = Array.from(
    { length: 201 },
    (_, i) =>
      [42.3 + 0.01 * Math.cos((2 * Math.PI * i) / 201), 1.3 + 0.01 * Math.sin((2 * Math.PI * i) / 201)] as [
        number,
        number,
      ],
  );
  it.each([
    [
      "two points",
      enc([
        [42.3, 1.3],
        [42.31, 1.31],
      ]),
      "at least 3 distinct points",
    ],
    ["201 points", enc(many), "at most 200"],
    ["bad characters", "abc def", "not an encoded polyline"],
    ["truncated", encodeURIComponent(polyline.encode(square).slice(0, -1) + "_"), "valid encoded polyline"],
    [
      "self-intersecting",
      enc([
        [42.305, 1.295],
        [42.295, 1.305],
        [42.305, 1.305],
        [42.295, 1.295],
      ]),
      "intersects itself",
    ],
    [
      "outside WGS84",
      enc([
        [42.3, 1.3],
        [95, 1.3],
        [42.3, 1.4],
      ]),
      "outside WGS84",
    ],
  ])("%s → 400", async (_name, value, message) => {
    const r = await callApi(`/v1/properties?polygon=${value}`, { key: pro });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toContain(message);
  });

  it("201 points on a circle are fine once trimmed to 200", async () => {
    expect((await callApi(`/v1/properties?polygon=${enc(many.slice(0, 200))}`, { key: pro })).status).toBe(200);
  });
});
