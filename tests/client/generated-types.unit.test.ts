// The committed types of @llar/client (clients/typescript/src/schema.d.ts) must be what
// openapi-typescript generates from the document /v1/openapi.json serves today: the
// test regenerates them to a temporary file and compares. On a difference, run
// `npm run client:generate` and commit the result.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientGenerator, generateClientTypes } from "@/scripts/client-generate";

describe("@llar/client generated types", () => {
  it("the generator runs on TypeScript 5 (the package's own), not the project's TypeScript 7", () => {
    const { packageDir } = clientGenerator();
    const ts = createRequire(path.join(packageDir, "package.json")).resolve("typescript/package.json");
    expect(JSON.parse(readFileSync(ts, "utf8")).version).toMatch(/^5\./);
  });

  it("match the served OpenAPI document", async () => {
    const fresh = await generateClientTypes();
    const committed = readFileSync(path.resolve("clients/typescript/src/schema.d.ts"), "utf8");
    expect(
      fresh === committed,
      "clients/typescript/src/schema.d.ts is out of date: run `npm run client:generate`",
    ).toBe(true);
  }, 60_000);
});
