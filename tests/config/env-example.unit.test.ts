// .env.example and the variable list of docs/configuration.md are written from the
// schema (npm run env:example): a variable added to lib/config without them fails here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderEnvExample, withVariableList } from "@/lib/config/document";
import { VARIABLES } from "@/lib/config/variables";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

describe("the written configuration", () => {
  it(".env.example is the schema's (run `npm run env:example`)", () => {
    expect(read(".env.example")).toBe(renderEnvExample());
  });

  it("docs/configuration.md lists the schema's variables (run `npm run env:example`)", () => {
    const doc = read("docs/configuration.md");
    expect(doc).toBe(withVariableList(doc));
  });

  it("names every variable once, each with a meaning", () => {
    const names = [...read(".env.example").matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(VARIABLES).sort());
    for (const [name, v] of Object.entries(VARIABLES)) expect(v.meaning, name).not.toBe("");
  });
});
