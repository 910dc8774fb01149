// npm run bench:valuation -- [--write] <data> ...
// Values every home of the data sets out of
// sample, 5 folds by home, sale and rent apart, and prints median absolute percentage error,
// share within ±10 % and [low, high] coverage for the model and for the baseline "parish
// median €/m² × surface". --write also fits the shipped model on every home
// (lib/valuation/valuation-weights.ts) and writes the figures to docs/benchmarks.md.
// <data>: a labelled folder (labels.json + snapshot1/) or a pisos.ad .csv file.
// --through-api <folder>: instead, ingest one folder's snapshot1 into a scratch database and
// value up to 300 homes for sale through the API's code against their asking price.
import { readFile } from "node:fs/promises";
import { VALUATION_OPS, type ValuationOp } from "@/lib/valuation/home";
import type { OpModel } from "@/lib/valuation/model";
import { writeMarkdown } from "@/scripts/dev/bench/write-markdown";
import { crossValidate, fitWeights, intervalQuantiles, withIntervals } from "./valuation/cross-validate";
import { checkIngested } from "./valuation/check-ingested";
import { figures, type Figures } from "./valuation/metrics";
import { readHomes } from "./valuation/read-homes";
import { LAMBDA, SETTINGS } from "./valuation/settings";
import { writeWeights } from "./valuation/write-weights";

const DOCS = "docs/benchmarks.md";
const START = "<!-- bench:valuation:start -->";
const END = "<!-- bench:valuation:end -->";

const pct = (x: number | null) => (x == null ? "—" : `${(x * 100).toFixed(1)} %`);
const row = (op: string, who: string, f: Figures) =>
  `| ${op} | ${who} | ${f.homes} | ${pct(f.mdape)} | ${pct(f.within10)} | ${pct(f.coverage)} |`;

async function main() {
  const args = process.argv.slice(2);
  const write = args.includes("--write");
  const inputs = args.filter((a) => !a.startsWith("--"));
  if (args.includes("--through-api")) {
    // One folder per process: the app's database pool is made once, for the first scratch database.
    if (inputs.length !== 1) throw new Error("--through-api takes exactly one labelled folder");
    const c = await checkIngested(inputs[0]);
    console.log(
      `${inputs[0]}: ${c.homes} homes for sale through the API: MdAPE ${pct(c.mdape)} (${(c.mdape / c.baseline).toFixed(2)}× baseline ${pct(c.baseline)}), [low, high] coverage ${pct(c.coverage)}`,
    );
    process.exit(0);
  }
  if (!inputs.length) {
    console.error("usage: npm run bench:valuation -- [--write] <labelled folder | pisos.ad .csv> ...");
    process.exit(2);
  }
  const homes = (await Promise.all(inputs.map(readHomes))).flat();
  const rows: string[] = [];
  const models = {} as Record<ValuationOp, OpModel>;
  for (const op of VALUATION_OPS) {
    const set = homes.filter((h) => h.op === op);
    if (set.length < 50)
      throw new Error(`only ${set.length} ${op} homes with a price and a surface: too few to measure`);
    const valued = crossValidate(set, SETTINGS, LAMBDA);
    const measured = withIntervals(valued);
    const model = figures(measured, "model");
    const baseline = figures(measured, "baseline");
    rows.push(row(op, "model", model), row(op, "baseline", baseline));
    console.log(
      `${op}: ${set.length} homes; model MdAPE ${pct(model.mdape)} (${(model.mdape / baseline.mdape).toFixed(2)}× baseline ${pct(baseline.mdape)}), ` +
        `within ±10 % ${pct(model.within10)} vs ${pct(baseline.within10)}, [low, high] coverage ${pct(model.coverage)}`,
    );
    models[op] = { ...SETTINGS, weights: fitWeights(set, LAMBDA), interval: intervalQuantiles(valued) };
  }
  if (!write) return;
  const day = new Date().toISOString().slice(0, 10);
  await writeWeights(models, `${day} from ${homes.length} homes of ${inputs.length} data sets`);
  const block = [
    START,
    `Out of sample (5 folds by home; a home's duplicates consolidated first), ${day}:`,
    "",
    "| Operation | Estimate | Homes | MdAPE | Within ±10 % | In [low, high] (80 %) |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
    END,
  ].join("\n");
  const docs = await readFile(DOCS, "utf8");
  const at = docs.indexOf(START);
  const next =
    at < 0
      ? `${docs.trimEnd()}\n\n## Valuations\n\n\`npm run bench:valuation -- --write ../shared/data/listings/pisos-ad-2023-11.csv ../shared/data/dedup ../shared/data/dedup-rich ../shared/data/dedup-wide\`\n\n${block}\n`
      : docs.slice(0, at) + block + docs.slice(docs.indexOf(END) + END.length);
  await writeMarkdown(DOCS, next);
}

main().catch((err: Error) => {
  console.error(`bench:valuation: ${err.message}`);
  process.exit(1);
});
