// Development tools (evaluation, fitting, benchmarks, the site audit) live in scripts/dev,
// apart from the product's commands: the product, its commands and its tests never import
// them; only their own tests (tests/dev) do. What both need lives in lib.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "components", "lib", "scripts", "tests", "e2e", "proxy.ts", "instrumentation.ts"];
const OWN = ["scripts/dev/", "tests/dev/"];

function files(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (!existsSync(full)) return [];
  if (/\.tsx?$/.test(rel)) return [rel];
  return readdirSync(full, { withFileTypes: true })
    .filter((e) => (e.isDirectory() ? !["generated", "fixtures"].includes(e.name) : /\.tsx?$/.test(e.name)))
    .flatMap((e) => (e.isDirectory() ? files(path.join(rel, e.name)) : [path.join(rel, e.name)]));
}

describe("scripts/dev", () => {
  it("is imported only by itself and its tests (tests/dev)", () => {
    const offenders = SCANNED.flatMap(files)
      .filter((f) => !OWN.some((own) => f.startsWith(own)))
      .filter((f) =>
        [...readFileSync(path.join(ROOT, f), "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].some(
          ([, spec]) => {
            const target = spec.startsWith("@/")
              ? spec.slice(2)
              : path.relative(ROOT, path.resolve(ROOT, path.dirname(f), spec));
            return spec.startsWith("@/") || spec.startsWith(".") ? target.startsWith("scripts/dev/") : false;
          },
        ),
      );
    expect(offenders).toEqual([]);
  });
});
