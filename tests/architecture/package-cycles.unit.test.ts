// No import circle anywhere in the repo, type-only imports included (docs/architecture.md#layers):
// no file may reach itself again through the files it imports, and no folder may reach
// itself again through its sibling files and folders, so every folder's contents form
// layers. ESLint's import-x/no-cycle skips `import type`, and its zones (eslint.config.mjs)
// forbid only the known wrong directions between lib's packages; this finds any cycle.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "components", "lib", "scripts", "tests", "e2e", "clients/typescript/src"];
const SKIP = new Set(["generated", "node_modules", "fixtures", "dist"]);
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** The repo file an import path names, or null for a package or a file outside the repo's sources. */
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return path.relative(ROOT, base);
  for (const ext of EXTENSIONS)
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return path.relative(ROOT, base + ext);
  return null;
}

// `import … from`, `import type … from`, `export … from`, `import "…"` and `import("…")`.
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g;

/** Each source file's imports of other source files, by path relative to the repo. */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const folder of FOLDERS)
    for (const file of sourceFiles(path.join(ROOT, folder))) {
      const targets = new Set<string>();
      for (const [, spec] of readFileSync(file, "utf8").matchAll(IMPORT)) {
        const to = resolve(file, spec);
        if (to) targets.add(to);
      }
      graph.set(path.relative(ROOT, file), targets);
    }
  return graph;
}

/** The child of `dir` that holds `file` ("lib/ingest/match/x/y.ts" in "lib/ingest" → "match"), or null. */
function childOf(dir: string, file: string): string | null {
  const prefix = dir === "" ? "" : `${dir}/`;
  if (!file.startsWith(prefix)) return null;
  return file.slice(prefix.length).split("/")[0];
}

/** For each folder, the graph between its children (files and folders) that the file graph implies. */
function folderGraphs(files: Map<string, Set<string>>): Map<string, Map<string, Set<string>>> {
  const graphs = new Map<string, Map<string, Set<string>>>();
  for (const [from, targets] of files)
    for (const to of targets) {
      const a = from.split("/");
      const b = to.split("/");
      let common = 0;
      while (common < Math.min(a.length, b.length) - 1 && a[common] === b[common]) common++;
      const dir = a.slice(0, common).join("/");
      const [x, y] = [childOf(dir, from), childOf(dir, to)];
      if (!x || !y || x === y) continue;
      const graph = graphs.get(dir) ?? new Map<string, Set<string>>();
      graph.set(x, (graph.get(x) ?? new Set()).add(y));
      graphs.set(dir, graph);
    }
  return graphs;
}

/** Every elementary cycle, each written from its smallest node name. */
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

describe("the repo's imports", () => {
  const files = fileGraph();

  it("read every source file", () => {
    expect(files.get("lib/ingest/match/scoring/score.ts")).toContain("lib/ingest/match/scoring/cannot-link.ts");
    // A type-only import is an edge like any other.
    expect(files.get("lib/ingest/match/scoring/cannot-link.ts")).toContain("lib/ingest/match/record/match-record.ts");
  });

  it("have no cycle between files", () => {
    expect(cycles(files)).toEqual([]);
  });

  it("have no cycle between the files and folders of any folder", () => {
    const found = [...folderGraphs(files)].flatMap(([dir, graph]) => cycles(graph).map((c) => `${dir || "."}: ${c}`));
    expect(found).toEqual([]);
  });

  it("the cycle finder finds a cycle of three", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a", "d"])],
    ]);
    expect(cycles(graph)).toEqual(["a → b → c → a"]);
  });

  it("a file's import into a sibling folder is an edge between the two folders", () => {
    const graph = new Map([
      ["lib/a/x.ts", new Set(["lib/b/y.ts"])],
      ["lib/b/z.ts", new Set(["lib/a/w.ts"])],
    ]);
    expect(cycles(folderGraphs(graph).get("lib")!)).toEqual(["a → b → a"]);
  });
});
