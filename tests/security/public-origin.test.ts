// Finding 7 of the second hardening review, last part: webhook payloads built property
// URLs with resolveBaseUrl(), which ignored NEXTAUTH_URL and fell back to
// http://localhost:3000. Every absolute URL now comes from lib/http/public-origin.ts.
import { afterEach, describe, expect, it } from "vitest";
import { eventBody } from "@/lib/webhooks/event-payload";
import type { ChangeRow } from "@/lib/search/list-changes";
import { publicOriginOutsideRequest } from "@/lib/http/public-origin";
import { parseConfig } from "@/lib/config";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const row = {
  id: "00000000-0000-4000-8000-000000000001",
  title: "Pis a Encamp",
  operation: "sale",
  type: "flat",
  parish: "encamp",
  town: "Encamp",
  price_min: 300000,
  price_max: 300000,
  currency: "EUR",
  period: null,
  surface_m2: 80,
  plot_m2: null,
  rooms: 2,
  bathrooms: 1,
  features: [],
  cover_key: null,
  lat: null,
  lng: null,
  location_precision: "parish",
  status: "active",
  source_count: 1,
  first_seen_at: "2026-11-01T00:00:00.000000Z",
  last_seen_at: "2026-11-27T00:00:00.000000Z",
  updated_at: "2026-11-27T00:00:00.000000Z",
  created_at: "2026-11-01T00:00:00.000000Z",
  merged_into: null,
  change: "updated",
} as ChangeRow;

describe("absolute URLs outside a request", () => {
  it("use NEXTAUTH_URL when it is the only origin configured: a payload never says localhost", () => {
    delete process.env.PUBLIC_BASE_URL;
    process.env.NEXTAUTH_URL = "https://portal.llar.test/";
    const url = eventBody(row).data.url;
    expect(url).toBe(`https://portal.llar.test/properties/${row.id}`);
    expect(url).not.toMatch(/localhost/);
  });

  it("prefer PUBLIC_BASE_URL, and refuse to guess in production", () => {
    process.env.PUBLIC_BASE_URL = "https://llar.test";
    process.env.NEXTAUTH_URL = "https://portal.llar.test";
    expect(eventBody(row).data.url).toMatch(/^https:\/\/llar\.test\/properties\//);
    expect(() => publicOriginOutsideRequest(parseConfig({ NODE_ENV: "production" }))).toThrow(/PUBLIC_BASE_URL/);
  });
});
