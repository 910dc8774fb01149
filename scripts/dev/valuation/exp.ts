import { readHomes } from "@/scripts/dev/valuation/read-homes";
import { crossValidate, withIntervals } from "@/scripts/dev/valuation/cross-validate";
import { figures } from "@/scripts/dev/valuation/metrics";
const inputs = ["/work/shared/data/listings/pisos-ad-2023-11.csv", "/work/shared/data/dedup", "/work/shared/data/dedup-rich", "/work/shared/data/dedup-wide"];
const homes = (await Promise.all(inputs.map(readHomes))).flat();
console.log(homes.length, homes.filter(h=>h.op==="sale").length);
const base = { k: 12, sizeScale: 0.25, typePenalty: 1, parishPenalty: 1.5, metresScale: 800, roomPenalty: 0.3, tau: 0.3, sharpness: 1, confidenceAt: { medium: 1, high: 3 }, interval: { low: { low: 0, high: 0 }, medium: { low: 0, high: 0 }, high: { low: 0, high: 0 } } };
const grid = JSON.parse(process.argv[2] ?? "[{}]");
for (const g of grid) for (const op of (process.argv[3] ?? "sale,rent").split(",") as ("sale"|"rent")[]) {
  const hs = homes.filter((h) => h.op === op);
  const v = withIntervals(crossValidate(hs, { ...base, ...g }, g.lambda ?? 1));
  for (const set of ["all", "pisos", "dedup", "dedup-rich", "dedup-wide"]) {
    const s = set === "all" ? v : v.filter((x) => x.home.id.startsWith(set === "pisos" ? "pisos-ad" : set + ":"));
    if (!s.length) continue;
    const m = figures(s, "model"), b = figures(s, "baseline");
    console.log(JSON.stringify(g), op, set, s.length, "model", m.mdape.toFixed(3), m.within10.toFixed(2), m.coverage?.toFixed(2), "base", b.mdape.toFixed(3), b.within10.toFixed(2), "ratio", (m.mdape/b.mdape).toFixed(2));
  }
}
