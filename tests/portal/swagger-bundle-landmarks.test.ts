// The Swagger UI bundle the docs page loads renders no <main> of its own (the page has one).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withoutMainLandmarks } from "@/lib/portal/swagger-bundle-landmarks";

describe("withoutMainLandmarks", () => {
  it("rewrites every <main> of the installed swagger-ui-react bundle into a <section>", () => {
    const bundle = readFileSync(path.resolve("node_modules/swagger-ui-react/swagger-ui-bundle.js"), "utf8");
    const { body, replaced } = withoutMainLandmarks(bundle);
    expect(replaced).toBeGreaterThan(0);
    expect(body).not.toContain('createElement("main",');
    expect(body.length).toBe(bundle.length + replaced * ("section".length - "main".length));
  });
});
