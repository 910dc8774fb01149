// eval:dedup's inputs, checked before any database is made: each mistake named.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedFiles, formatOf, readLabels } from "@/scripts/dev/eval/evaluate";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small");
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "llar-eval-inputs-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("eval:dedup inputs", () => {
  it("reads a labels file and names what is wrong with a bad one", async () => {
    expect(Object.keys((await readLabels(path.join(FIXTURE, "labels.json"))).labels)).toHaveLength(12);
    await expect(readLabels(path.join(dir, "none.json"))).rejects.toThrow(/^cannot read labels .*none\.json: ENOENT$/);
    await writeFile(path.join(dir, "text.json"), "# not json");
    await expect(readLabels(path.join(dir, "text.json"))).rejects.toThrow(/^labels .*text\.json is not JSON: /);
    await writeFile(path.join(dir, "other.json"), JSON.stringify({ name: "llar" }));
    await expect(readLabels(path.join(dir, "other.json"))).rejects.toThrow(/has no "labels" object/);
  });

  it("lists a folder's feeds in name order and names a folder that has none or is none", async () => {
    expect(await feedFiles(path.join(FIXTURE, "feeds"))).toEqual(["a-finques.xml", "b-pisos.xml", "c-homes.xml"]);
    await expect(feedFiles(dir)).rejects.toThrow(`no .xml or .csv feeds in ${dir}`);
    await expect(feedFiles(path.join(FIXTURE, "labels.json"))).rejects.toThrow(
      /^cannot read feeds folder .*labels\.json: ENOTDIR$/,
    );
  });

  it("takes a feed's extension in any case, each read by its format's connector", async () => {
    const upper = await mkdtemp(path.join(dir, "upper-"));
    for (const name of ["B.XML", "a.Csv", "notes.txt"]) await writeFile(path.join(upper, name), "");
    expect(await feedFiles(upper)).toEqual(["B.XML", "a.Csv"]);
    expect(["B.XML", "a.Csv", "notes.txt"].map(formatOf)).toEqual(["kyero", "pisosad-csv", undefined]);
  });
});
