// Property-based test: thousands of random query strings to GET /v1/properties (the
// route handler, called directly) give only 200 or 400, and every body matches the
// OpenAPI document (a 400 names a parameter). Nothing reaches SQL unvalidated; no 500.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiRateLimiter, setRateLimiter } from "@/lib/ratelimit";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";
import { responseProblems } from "../support/openapi-validator";

const NAMES = [
  "op",
  "type",
  "parish",
  "minPrice",
  "maxPrice",
  "minRooms",
  "minSurface",
  "maxRooms",
  "maxSurface",
  "town",
  "features",
  "priceDrop",
  "new",
  "bbox",
  "sort",
  "limit",
  "cursor",
  "page",
];
let key: string;
let cursor: string;

beforeAll(async () => {
  setRateLimiter(new ApiRateLimiter({ backend: "memory", perMinute: () => 1_000_000 })); // only validation is under test
  key = (await createKey("enterprise")).key;
  const area = await claimTestArea();
  for (let i = 0; i < 5; i++) await seedProperty({ ...area.at(i), priceMin: i === 2 ? null : 200_000 + i });
  cursor = (await callApi("/v1/properties?limit=1", { key })).body.meta.next_cursor;
});

// Plausible values mixed with hostile ones: SQL, huge numbers, unicode, separators.
const value = fc.oneof(
  fc.constantFrom(
    "sale",
    "rent",
    "seasonal_rent",
    "flat",
    "flat,land",
    "canillo,ordino",
    "newest",
    "price_asc",
    "price_desc",
    "surface_desc",
    "0",
    "1",
    "25",
    "500",
    "-1",
    "1e3",
    "99999999999999999999",
    "NaN",
    "Infinity",
    "1.50,42.50,1.56,42.53",
    "1,2,3,4",
    "200,-100,1,1",
    "",
    ",",
    "'; DROP TABLE property; --",
    "\u0000",
    "%",
    "flat,,land",
    " 5",
    "0x10",
    "lift",
    "lift,pool",
    "lift,,pool",
    "sauna",
    "encamp",
    "escaldes",
    "canillo",
    "true",
  ),
  fc.constant("CURSOR"),
  fc.integer({ min: -10, max: 3_000_000_000 }).map(String),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);
const name = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
);
const query = fc.array(fc.tuple(name, value), { maxLength: 6 }).map((pairs) => {
  const params = new URLSearchParams();
  for (const [n, v] of pairs) params.append(n, v === "CURSOR" ? cursor : v);
  return params.toString();
});

describe("GET /v1/properties with random query strings", () => {
  it("answers only 200 or 400, each with a body valid against the OpenAPI document", async () => {
    const statuses = { 200: 0, 400: 0 } as Record<number, number>;
    await fc.assert(
      fc.asyncProperty(query, async (qs) => {
        const r = await callApi(`/v1/properties?${qs}`, { key });
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        expect([200, 400], `${qs} → ${r.status} ${JSON.stringify(r.body)}`).toContain(r.status);
        expect(responseProblems("/v1/properties", r), qs).toEqual([]);
        expect(r.body.error?.code ?? null, qs).toBe(r.status === 400 ? "invalid_parameter" : null);
      }),
      { numRuns: 2500 },
    );
    // Both outcomes must really occur, or the generator tests nothing.
    expect(statuses[200]).toBeGreaterThan(100);
    expect(statuses[400]).toBeGreaterThan(100);
  }, 240_000);
});
