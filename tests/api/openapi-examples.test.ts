// The interactive docs' "try it" with the document's own examples answers 2xx on the demo's
// plan (Pro): each operation with its required examples, and /properties and /stats with
// each optional example alone (cursor and page are per-response; near goes with radius, lat
// with lng, /stats' series parameters with interval; /valuation needs a place: parish unless the variant gives town or lat and lng).
import { beforeAll, describe, expect, it } from "vitest";
import { servedOpenApiDocument } from "@/lib/openapi/document";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";

type Param = { name?: string; in?: string; required?: boolean; example?: unknown; schema?: { example?: unknown } };

let key: string;
let id: string;

beforeAll(async () => {
  key = (await createKey("pro")).key;
  id = await seedProperty();
});

function examples(path: string): { name: string; value: string; required: boolean }[] {
  const params = (servedOpenApiDocument().paths?.[path]?.get?.parameters ?? []) as Param[];
  return params
    .filter((p) => p.in === "query" || p.in === "path")
    .map((p) => ({ name: p.name!, value: String(p.example ?? p.schema?.example ?? ""), required: !!p.required }))
    .filter((p) => p.value !== "");
}

const PER_RESPONSE = new Set(["cursor", "page"]);
const GOES_WITH: Record<string, string> = { near: "radius", lat: "lng", lng: "lat" };
/** /stats' series parameters apply with interval=month only. */
const GOES_WITH_ON: Record<string, Record<string, string>> = {
  "/stats": { from: "interval", to: "interval", parish: "interval", town: "interval" },
};
const PLACES = ["parish", "town", "lat", "lng"];

describe("the OpenAPI document's examples", () => {
  it("answer 2xx for every operation, with every optional example alone", async () => {
    const failures: string[] = [];
    for (const path of Object.keys(servedOpenApiDocument().paths ?? {})) {
      const all = examples(path);
      const url = path.replace("{id}", id);
      const required = all.filter((p) => p.required && !path.includes(`{${p.name}}`));
      const base = new URLSearchParams(required.map((p) => [p.name, p.value]));
      const example = (name: string) => all.find((r) => r.name === name)!.value;
      const needsPlace = path === "/valuation";
      const withPlace = (q: URLSearchParams) => {
        if (needsPlace && !PLACES.some((n) => q.has(n))) q.set("parish", example("parish"));
        return q;
      };
      const variants = [
        withPlace(new URLSearchParams(base)),
        ...all
          .filter((p) => !p.required && !PER_RESPONSE.has(p.name) && p.name !== "radius")
          .map((p) => {
            const q = new URLSearchParams(base);
            q.set(p.name, p.value);
            const partner = GOES_WITH_ON[path]?.[p.name] ?? GOES_WITH[p.name];
            if (partner) q.set(partner, example(partner));
            return withPlace(q);
          }),
      ];
      for (const q of variants) {
        const r = await callApi(`/v1${url}?${q}`, { key });
        if (r.status < 200 || r.status > 299)
          failures.push(`${url}?${q} → ${r.status} ${JSON.stringify(r.body?.error)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("give /changes a since of a day ago, not a fixed date", () => {
    const since = examples("/changes").find((p) => p.name === "since")!.value;
    expect(Math.abs(Date.parse(since) - (Date.now() - 86_400_000))).toBeLessThan(60_000);
  });
});
