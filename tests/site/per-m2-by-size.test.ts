// The parish page's €/m² by size: the median asking price per m² of a parish's active homes
// per size band, bands with too few homes left out, other parishes and operations apart.
import { beforeAll, describe, expect, it } from "vitest";
import { perM2BySize } from "@/lib/valuation/per-m2-by-size";
import { invalidateValuationPool } from "@/lib/valuation/pool";
import { seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

const PARISH = "sant_julia_de_loria";

beforeAll(async () => {
  const area = await claimTestArea();
  // Small flats at 5,000 €/m² (and one at 7,000), large ones at 3,000; two mid-size ones only.
  for (const [i, [m2, perM2]] of [
    [50, 5000],
    [55, 5000],
    [45, 7000],
    [150, 3000],
    [160, 3000],
    [180, 3000],
    [100, 4000],
    [110, 4000],
  ].entries())
    await seedProperty({ ...area.at(i), parish: PARISH, surfaceM2: m2, priceMin: m2 * perM2 });
  await seedProperty({ ...area.at(20), parish: PARISH, operation: "rent", surfaceM2: 50, priceMin: 1000 });
  await seedProperty({ ...area.at(21), parish: "canillo", surfaceM2: 50, priceMin: 50 * 9000 });
  invalidateValuationPool();
});

describe("perM2BySize", () => {
  it("gives each band with three homes or more its median €/m²", async () => {
    expect(await perM2BySize(PARISH, "sale")).toEqual([
      { from: 0, to: 60, count: 3, medianPerM2: 5000 },
      { from: 130, to: 200, count: 3, medianPerM2: 3000 },
    ]);
  });

  it("keeps rentals apart", async () => {
    expect(await perM2BySize(PARISH, "rent")).toEqual([]);
  });
});
