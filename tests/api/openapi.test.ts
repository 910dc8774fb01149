// The OpenAPI document: served at /v1/openapi.json, version 1.0.0, lints clean with
// Redocly (no errors, no warnings), and real responses of every endpoint — success and
// each error status — validate against it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { GET as openapiRoute } from "@/app/v1/openapi.json/route";
import { quotaWindow } from "@/lib/domain/quota-window";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";
import { responseProblems } from "../support/openapi-validator";

let keys: Record<"free" | "starter" | "pro", string>;
let id: string;
let exhausted: string;

beforeAll(async () => {
  keys = {
    free: (await createKey("free")).key,
    starter: (await createKey("starter")).key,
    pro: (await createKey("pro")).key,
  };
  const area = await claimTestArea();
  id = await seedProperty({ ...area.at(0), listings: [{ prices: [1, 2] }, { sourceId: "second-source" }] });
  await seedProperty({ ...area.at(1), priceMin: null, surfaceM2: null, rooms: null });
  const full = await createKey("free");
  await prisma.quotaUsage.create({ data: { keyId: full.id, window: quotaWindow("free").id, count: 100 } });
  exhausted = full.key;
});

describe("/v1/openapi.json", () => {
  it("is served as OpenAPI 3.1, version 1.0.0, with the bearer scheme and every endpoint", async () => {
    const doc = await openapiRoute().json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/changes",
      "/parishes",
      "/properties",
      "/properties/{id}",
      "/properties/{id}/valuation",
      "/stats",
      "/towns",
      "/valuation",
    ]);
    const params = doc.paths["/properties"].get.parameters;
    const names = params.filter((p: { $ref?: string }) => !p.$ref).map((p: { name: string }) => p.name);
    expect(names).toEqual([
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
      "near",
      "radius",
      "polygon",
      "sort",
      "limit",
      "cursor",
      "page",
      "lang",
    ]);
  });

  it("states the defaults of the parameters that have one (docs/api.md#search-parameters, #changes)", async () => {
    const doc = await openapiRoute().json();
    const defaults = (path: string) =>
      Object.fromEntries(
        doc.paths[path].get.parameters
          .filter((p: { schema?: { default?: unknown } }) => p.schema?.default !== undefined)
          .map((p: { name: string; schema: { default: unknown } }) => [p.name, p.schema.default]),
      );
    // Not page: filled in by a client (Swagger UI), page=1 would be refused with sort=newest.
    expect(defaults("/properties")).toEqual({ op: "sale", sort: "newest", limit: 25 });
    expect(defaults("/changes")).toEqual({ limit: 100 });
    expect(defaults("/stats")).toEqual({ op: "sale" });
  });

  it("documents conditional requests: If-None-Match on every operation, ETag on 200, 304", async () => {
    const doc = await openapiRoute().json();
    expect(doc.components.parameters.IfNoneMatch).toMatchObject({ name: "If-None-Match", in: "header" });
    type Operation = { parameters: unknown[]; responses: Record<string, { headers: Record<string, unknown> }> };
    for (const [path, item] of Object.entries<{ get: Operation }>(doc.paths)) {
      expect(item.get.parameters, path).toContainEqual({ $ref: "#/components/parameters/IfNoneMatch" });
      expect(Object.keys(item.get.responses["200"].headers), path).toEqual(
        expect.arrayContaining(["ETag", "Cache-Control"]),
      );
      expect(item.get.responses["304"].headers, path).toHaveProperty("ETag");
    }
  });

  it("passes `redocly lint` with no errors or warnings", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "llar-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(await openapiRoute().json()));
    const bin = path.resolve("node_modules/.bin/redocly");
    // Throws (exit code 1) on any error; prints the counts otherwise.
    const out = execFileSync(bin, ["lint", file, "--format", "summary"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    expect(out + "").not.toMatch(/[1-9]\d* (error|warning)/);
  }, 60_000);
});

describe("real responses validate against the document", () => {
  const since = () => new Date(Date.now() - 3_600_000).toISOString();
  const cases: [string, () => string, () => string | undefined, number][] = [
    ["search", () => "/v1/properties?limit=3", () => keys.free, 200],
    ["search by price", () => "/v1/properties?sort=price_desc&page=1&limit=100", () => keys.pro, 200],
    ["search 400", () => "/v1/properties?limit=abc", () => keys.free, 400],
    ["search 401", () => "/v1/properties", () => undefined, 401],
    ["search 429 quota", () => "/v1/properties", () => exhausted, 429],
    ["detail", () => `/v1/properties/${id}`, () => keys.pro, 200],
    ["detail without history", () => `/v1/properties/${id}`, () => keys.free, 200],
    ["detail 404", () => "/v1/properties/nope", () => keys.free, 404],
    ["changes", () => `/v1/changes?since=${since()}`, () => keys.starter, 200],
    ["changes 400", () => "/v1/changes", () => keys.starter, 400],
    ["changes 403", () => `/v1/changes?since=${since()}`, () => keys.free, 403],
    ["stats", () => "/v1/stats?op=rent", () => keys.pro, 200],
    ["stats 403", () => "/v1/stats", () => keys.starter, 403],
    ["property valuation", () => `/v1/properties/${id}/valuation`, () => keys.pro, 200],
    ["property valuation 404", () => "/v1/properties/nope/valuation", () => keys.pro, 404],
    [
      "valuation",
      () => "/v1/valuation?town=les_escaldes&surface_m2=70&rooms=2&features=Lift,Parking",
      () => keys.pro,
      200,
    ],
    ["valuation 400", () => "/v1/valuation?parish=ordino", () => keys.pro, 400],
    ["valuation 403", () => "/v1/valuation?parish=ordino&surface_m2=80", () => keys.starter, 403],
    ["parishes", () => "/v1/parishes", () => keys.free, 200],
    ["towns", () => "/v1/towns", () => keys.free, 200],
    ["towns 400", () => "/v1/towns?x=1", () => keys.free, 400],
  ];
  it("the check itself catches a body or headers that break the document", async () => {
    const r = await callApi("/v1/properties?limit=1", { key: keys.pro });
    r.body.data[0].price.min = "cheap";
    delete r.body.meta.total;
    r.headers.delete("X-Quota-Reset");
    const problems = responseProblems("/v1/properties", r);
    expect(problems.join("\n")).toMatch(/price\/min must be integer/);
    expect(problems.join("\n")).toMatch(/total/);
    expect(problems).toContain("missing header X-Quota-Reset");
  });

  it.each(cases)("%s", async (_name, url, key, status) => {
    const r = await callApi(url(), { key: key() });
    expect(r.status).toBe(status);
    expect(responseProblems(new URL(url(), "http://x").pathname, r)).toEqual([]);
  });
});
