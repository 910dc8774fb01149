// A property a later advert merged into another: /v1/properties/{id} and its /v1/changes
// item name the survivor in merged_into (documented in the OpenAPI document); the
// survivor and every other property say null.
import { beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "@/lib/openapi/document";
import { callApi } from "../support/api-client";
import { createKey } from "../support/api-fixtures";
import { seedMergedPair, type MergedPair } from "../support/merge-fixtures";
import { responseProblems } from "../support/openapi-validator";

let key: string;
let pair: MergedPair;
beforeAll(async () => {
  key = (await createKey("enterprise")).key;
  pair = await seedMergedPair();
});

describe("merged_into", () => {
  it("names the survivor on the absorbed property, which is delisted and empty", async () => {
    const r = await callApi(`/v1/properties/${pair.absorbed}`, { key });
    expect(r.status).toBe(200);
    expect(responseProblems("/v1/properties/x", r)).toEqual([]);
    expect(r.body.data).toMatchObject({
      id: pair.absorbed,
      status: "delisted",
      source_count: 0,
      merged_into: pair.survivor,
      listings: [],
    });
  });

  it("is null on the survivor, which now holds both adverts", async () => {
    const r = await callApi(`/v1/properties/${pair.survivor}`, { key });
    expect(r.body.data.merged_into).toBeNull();
    expect(r.body.data.listings).toHaveLength(3);
  });

  it("comes with the absorbed property's /v1/changes item", async () => {
    const r = await callApi(`/v1/changes?since=${encodeURIComponent(pair.before)}&limit=1000`, { key });
    expect(r.status).toBe(200);
    expect(responseProblems("/v1/changes", r)).toEqual([]);
    const items = new Map(
      (r.body.data as Array<{ id: string; change: string; merged_into: string | null }>).map((i) => [i.id, i]),
    );
    expect(items.get(pair.absorbed)).toMatchObject({ change: "delisted", merged_into: pair.survivor });
    expect(items.get(pair.survivor)).toMatchObject({ change: "updated", merged_into: null });
  });

  it("is documented in the OpenAPI document, on the detail and the change item", () => {
    const schemas = (openApiDocument() as unknown as { components: { schemas: Record<string, unknown> } }).components
      .schemas;
    for (const name of ["PropertyDetail", "ChangeItem"]) {
      expect(JSON.stringify(schemas[name]), name).toMatch(
        /"merged_into":\{[^}]*"description":"Set when a later advert showed/,
      );
    }
  });
});
