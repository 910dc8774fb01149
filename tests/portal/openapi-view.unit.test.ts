// The docs page's view of the API's OpenAPI document: "Try it out" targets this server,
// starts with only required parameters filled, and finds the bearer scheme to authorize.
import { describe, expect, it } from "vitest";
import { bearerScheme, emptyOptionalExamples, rebaseServers, type Spec } from "@/lib/portal/openapi-view";
import { openApiDocument } from "@/lib/openapi/document";

type Op = {
  parameters?: {
    name: string;
    required?: boolean;
    example?: unknown;
    schema?: { example?: unknown };
    description?: string;
  }[];
};
const ops = (spec: Spec) => (spec as unknown as { paths: Record<string, { get: Op }> }).paths;

describe("docs view of the OpenAPI document", () => {
  const doc = openApiDocument() as unknown as Spec;

  it("rebases the server onto the reader's origin, keeping its path", () => {
    expect(rebaseServers({ servers: [{ url: "https://llar.ad/v1" }] }, "http://127.0.0.1:3100").servers).toEqual([
      { url: "http://127.0.0.1:3100/v1" },
    ]);
    expect(rebaseServers({ servers: [{ url: "/v1" }] }, "http://localhost:3000").servers).toEqual([
      { url: "http://localhost:3000/v1" },
    ]);
    expect(rebaseServers({}, "http://localhost:3000").servers).toEqual([{ url: "http://localhost:3000/v1" }]);
    expect(rebaseServers(doc, "http://x.test").servers?.[0].url).toMatch(/^http:\/\/x\.test/);
  });

  it("leaves optional parameters empty (cursor and page never go together) and keeps required examples", () => {
    const view = ops(emptyOptionalExamples(doc));
    const search = view["/properties"].get.parameters ?? [];
    expect(search.length).toBeGreaterThan(5);
    for (const p of search) {
      expect(p.example ?? p.schema?.example, p.name).toBeUndefined();
    }
    const original = (ops(doc)["/properties"].get.parameters ?? []).find(
      (p) => (p.example ?? p.schema?.example) !== undefined,
    );
    expect(original, "an example on /properties to move into its description").toBeDefined();
    expect(search.find((p) => p.name === original!.name)?.description).toContain("Example:");
    const since = (view["/changes"].get.parameters ?? []).find((p) => p.name === "since");
    expect(since?.required).toBe(true);
    // The API's own document is untouched.
    expect(ops(doc)["/properties"].get.parameters).not.toEqual(search);
  });

  it("starts shared optional parameters empty too: Try it out sends no example If-None-Match", () => {
    const shared = (doc as unknown as { components: { parameters: Record<string, Op["parameters"] & object> } })
      .components.parameters;
    expect(JSON.stringify(shared)).toContain("If-None-Match");
    const view = emptyOptionalExamples(doc) as unknown as {
      components: { parameters: Record<string, { name: string; example?: unknown; schema?: { example?: unknown } }> };
    };
    const ifNoneMatch = Object.values(view.components.parameters).find((p) => p.name === "If-None-Match");
    expect(ifNoneMatch).toBeDefined();
    expect(ifNoneMatch?.example ?? ifNoneMatch?.schema?.example).toBeUndefined();
    // Its schema is a $ref: the example Swagger UI would fill in lives in the referenced schema.
    const schemas = (view as unknown as { components: { schemas: Record<string, { example?: unknown }> } }).components
      .schemas;
    const ref = (ifNoneMatch?.schema as { $ref?: string } | undefined)?.$ref;
    expect(ref).toBeDefined();
    expect(schemas[ref!.split("/").pop()!].example).toBeUndefined();
  });

  it("finds the bearer security scheme", () => {
    expect(bearerScheme(doc)).toBeTruthy();
    expect(bearerScheme({ components: { securitySchemes: { key: { type: "http", scheme: "Bearer" } } } })).toBe("key");
  });
});
