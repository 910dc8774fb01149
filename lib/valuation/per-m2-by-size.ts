// A parish's asking price per m² by size of home, from the homes valuations compare with
// (./pool.ts: active homes with a price and a surface): smaller homes ask more per m², and
// the parish page shows by how much. Bands with fewer than MIN_HOMES homes are left out.
import { getPool } from "./pool";
import type { ValuationOp } from "./home";

const SIZE_BANDS = [
  { from: 0, to: 60 },
  { from: 60, to: 90 },
  { from: 90, to: 130 },
  { from: 130, to: 200 },
  { from: 200, to: null },
] as const;
const MIN_HOMES = 3;

export type SizeBandFigure = { from: number; to: number | null; count: number; medianPerM2: number };

export async function perM2BySize(parish: string, op: ValuationOp): Promise<SizeBandFigure[]> {
  const homes = (await getPool(op)).homes.filter((h) => h.parish === parish);
  return SIZE_BANDS.flatMap(({ from, to }) => {
    const perM2 = homes
      .filter((h) => h.surfaceM2 >= from && (to === null || h.surfaceM2 < to))
      .map((h) => h.price / h.surfaceM2)
      .sort((a, b) => a - b);
    if (perM2.length < MIN_HOMES) return [];
    const m = perM2.length >> 1;
    const median = perM2.length % 2 ? perM2[m] : (perM2[m - 1] + perM2[m]) / 2;
    return [{ from, to, count: perM2.length, medianPerM2: Math.round(median) }];
  });
}
