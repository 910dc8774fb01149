// Comments cite documents inside the repository, by anchor (docs/api.md#rate-limits), so
// every cited heading must exist, and nothing may cite the documents the repository does
// not hold (the interface spec and design notes the project started from).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCANNED = [
  "app",
  "components",
  "lib",
  "scripts",
  "tests",
  "e2e",
  "prisma/schema.prisma",
  "proxy.ts",
  "README.md",
  "CONTRIBUTING.md",
  "docs",
];
const SKIP = new Set(["node_modules", "generated", "migrations", ".next"]);

function files(rel: string): string[] {
  const full = path.join(ROOT, rel);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [rel];
  return readdirSync(full)
    .filter((n) => !SKIP.has(n))
    .flatMap((n) => files(path.join(rel, n)));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/```[\s\S]*?```/g, "").match(/^#{1,6} .+$/gm) ?? [];
  return new Set(
    headings.map((h) =>
      h
        .replace(/^#+ /, "")
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/\s/g, "-"),
    ),
  );
}

const sources = SCANNED.flatMap(files).filter((f) => /\.(ts|tsx|mjs|js|prisma|md)$/.test(f));
const text = (f: string) => readFileSync(path.join(ROOT, f), "utf8");

describe("documentation citations", () => {
  it("every docs/<file>.md#anchor cited in the code and the docs names an existing heading", () => {
    const broken: string[] = [];
    const anchors = new Map<string, Set<string>>();
    for (const f of sources) {
      for (const [, doc, anchor] of text(f).matchAll(/(?:docs\/|\]\()([a-z-]+\.md)#([a-z0-9_-]+)/g)) {
        const target = path.join("docs", doc);
        if (!anchors.has(target))
          anchors.set(
            target,
            statSync(path.join(ROOT, target), { throwIfNoEntry: false }) ? anchorsOf(text(target)) : new Set(),
          );
        if (!anchors.get(target)!.has(anchor)) broken.push(`${f}: ${target}#${anchor}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("no comment cites SPEC or DESIGN.md, which are not in the repository", () => {
    const outside = sources
      .filter((f) => !f.startsWith("docs/") && f !== "tests/docs/citations.test.ts")
      .flatMap((f) =>
        text(f)
          .split("\n")
          .map((line, i) => ({ f, i, line })),
      )
      .filter(({ line }) => /\bDESIGN(\.md)?\b|\bSPEC\b|\/work\/shared/.test(line))
      .map(({ f, i, line }) => `${f}:${i + 1}: ${line.trim()}`);
    expect(outside).toEqual([]);
  });

  it("reads anchors the way GitHub writes them", () => {
    expect([
      ...anchorsOf("# T\n## Where is…\n### Plans and quotas\n```\n## not a heading\n```\n## Site: Lighthouse"),
    ]).toEqual(["t", "where-is", "plans-and-quotas", "site-lighthouse"]);
  });
});
