// The held-out check as an integrator would run it: a labelled folder's snapshot1 ingested
// into a scratch database (matcher included), then up to 300 homes for sale valued through
// the API's own code (valueProperty) against their asking price, next to the baseline
// "parish median €/m² of the other listed homes × surface".
import path from "node:path";
import { setEnv } from "@/lib/config";
import { createScratchDatabase } from "@/lib/db/scratch-database";
import { quantile } from "./cross-validate";

export type IngestedCheck = { homes: number; mdape: number; baseline: number; coverage: number };

export async function checkIngested(folder: string, max = 300): Promise<IngestedCheck> {
  const db = await createScratchDatabase("llar_valuation");
  setEnv("DATABASE_URL", db.url);
  try {
    const { createPrismaClient } = await import("@/lib/db/client");
    const { ingestDirectory, readLabels } = await import("@/scripts/dev/eval/evaluate");
    const { getPool } = await import("@/lib/valuation/pool");
    const { valueProperty } = await import("@/lib/valuation/value-home");
    const prisma = createPrismaClient(db.url, 4);
    await ingestDirectory(prisma, await readLabels(path.join(folder, "labels.json")), path.join(folder, "snapshot1"));
    const pool = await getPool("sale");
    const homes = [...pool.homes].sort((a, b) => a.id.localeCompare(b.id)).slice(0, max);
    const model: number[] = [];
    const base: number[] = [];
    let inside = 0;
    for (const h of homes) {
      const v = await valueProperty(h.id, "http://check");
      if (!v.ok) throw new Error(`${h.id} not valued: ${v.why}`);
      model.push(Math.abs(v.valuation.price - h.price) / h.price);
      if (h.price >= v.valuation.low && h.price <= v.valuation.high) inside++;
      const others = pool.homes.filter((o) => o.id !== h.id && o.parish === h.parish).map((o) => o.price / o.surfaceM2);
      base.push(Math.abs(quantile(others, 0.5) * h.surfaceM2 - h.price) / h.price);
    }
    await prisma.$disconnect();
    return {
      homes: homes.length,
      mdape: quantile(model, 0.5),
      baseline: quantile(base, 0.5),
      coverage: inside / homes.length,
    };
  } finally {
    await db.drop();
  }
}
