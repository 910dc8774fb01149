// lib's packages (its folders and top-level files) form layers (docs/architecture.md#layers):
// no package may reach itself again through the packages it imports. ESLint's zones
// (eslint.config.mjs) forbid the known wrong directions; this finds any cycle, including
// one between packages no zone names.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LIB = path.join(ROOT, "lib");

/** The lib package a file or import path belongs to: "lib/ingest/x.ts" → "ingest". */
function packageOf(rel: string): string | null {
  const m = /^lib\/([^/]+?)(?:\.tsx?)?(?:\/|$)/.exec(rel);
  return m && m[1] !== "generated" ? m[1] : null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function packageGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const from = packageOf(path.relative(ROOT, file));
    if (!from) continue;
    for (const [, spec] of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const target = spec.startsWith("@/")
        ? spec.slice(2)
        : spec.startsWith(".")
          ? path.relative(ROOT, path.resolve(path.dirname(file), spec))
          : null;
      const to = target && packageOf(target);
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every elementary cycle, each written from its smallest package name. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) found.add([...trail, start].join(" → "));
      else if (!trail.includes(next) && next > start) walk(start, next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, start, [start]);
  return [...found].sort();
}

describe("lib's packages", () => {
  it("import each other without cycles", () => {
    expect(cycles(packageGraph())).toEqual([]);
  });

  it("the cycle finder finds a cycle of three", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a", "d"])],
    ]);
    expect(cycles(graph)).toEqual(["a → b → c → a"]);
  });
});
