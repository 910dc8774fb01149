// The market month by month (lib/stats/monthly-market.ts) on homes with known lifetimes and
// price histories: active, new and delisted homes per month, and the median €/m² at the
// prices asked then. Dated in 1998 in Ordino, where no other test file's adverts live, so
// the parish's other homes do not count; placed in a test area of this file's own.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { monthlyMarketSeries } from "@/lib/stats/monthly-market";
import { monthIndex } from "@/lib/stats/month-range";
import { seedProperty, type PropertySeed } from "../support/api-fixtures";
import { claimTestArea, type TestArea } from "../support/test-area";

const at = (day: string) => new Date(`1998-${day}T12:00:00Z`);
const months = { from: monthIndex(1998, 1), to: monthIndex(1998, 5) };
let area: TestArea;

type Advert = { source: string; seen: string; removed?: string; asks: [string, number][] };

/** A home in Ordino whose adverts were live and asked the given prices at the given days. */
async function home(n: number, adverts: Advert[], seed: PropertySeed = {}) {
  const id = await seedProperty({
    parish: "ordino",
    ...area.at(n),
    ...seed,
    listings: adverts.map((a) => ({
      sourceId: a.source,
      price: a.asks.at(-1)![1],
      history: a.asks.map(([day, price]) => ({ price, at: at(day) })),
    })),
  });
  for (const a of adverts)
    await prisma.listing.updateMany({
      where: { propertyId: id, sourceId: a.source },
      data: {
        firstSeenAt: at(a.seen),
        removedAt: a.removed ? at(a.removed) : null,
        status: a.removed ? "removed" : "active",
      },
    });
}

beforeAll(async () => {
  area = await claimTestArea();
  // A, 100 m²: 200k from 10 January, cut to 180k on 5 March; in la Cortinada.
  await home(
    0,
    [
      {
        source: "month-a",
        seen: "01-10",
        asks: [
          ["01-10", 200_000],
          ["03-05", 180_000],
        ],
      },
    ],
    {
      surfaceM2: 100,
      town: "la Cortinada",
    },
  );
  // B, 50 m²: one site at 150k from 20 January to 15 February, another at 140k from 10
  // February to 20 March: one live spell, delisted in March.
  await home(
    1,
    [
      { source: "month-a", seen: "01-20", removed: "02-15", asks: [["01-20", 150_000]] },
      { source: "month-b", seen: "02-10", removed: "03-20", asks: [["02-10", 140_000]] },
    ],
    { surfaceM2: 50 },
  );
  // C, 80 m²: 160k from 5 to 25 February, back at 172k from 2 April (a relisting, not new).
  await home(2, [
    { source: "month-a", seen: "02-05", removed: "02-25", asks: [["02-05", 160_000]] },
    { source: "month-b", seen: "04-02", asks: [["04-02", 172_000]] },
  ]);
  // E, no surface: counted as active, not in the median €/m².
  await home(3, [{ source: "month-a", seen: "03-01", asks: [["03-01", 300_000]] }], { surfaceM2: null });
  // A rental of the same parish and time: another operation, not counted.
  await home(4, [{ source: "month-a", seen: "01-10", asks: [["01-10", 900]] }], { operation: "rent" });
});

describe("monthlyMarketSeries", () => {
  it("counts active, new and delisted homes and the median €/m² asked in each month", async () => {
    const series = await monthlyMarketSeries({ op: "sale", parish: "ordino", months });
    expect(series).toEqual([
      // A 2000, B 3000
      { month: "1998-01", active: 2, new: 2, delisted: 0, median_price_per_m2: 2500 },
      // A 2000, B's lowest live ask 140k → 2800, C 2000; C withdrawn
      { month: "1998-02", active: 3, new: 1, delisted: 1, median_price_per_m2: 2000 },
      // A cut to 1800, B 2800 until withdrawn; E new without a surface
      { month: "1998-03", active: 3, new: 1, delisted: 1, median_price_per_m2: 2300 },
      // A 1800, C back at 2150
      { month: "1998-04", active: 3, new: 0, delisted: 0, median_price_per_m2: 1975 },
      { month: "1998-05", active: 3, new: 0, delisted: 0, median_price_per_m2: 1975 },
    ]);
  });

  it("gives months without homes as zeros, and filters by operation and town", async () => {
    const before = await monthlyMarketSeries({
      op: "sale",
      parish: "ordino",
      months: { from: monthIndex(1997, 11), to: monthIndex(1997, 12) },
    });
    expect(before).toEqual([
      { month: "1997-11", active: 0, new: 0, delisted: 0, median_price_per_m2: null },
      { month: "1997-12", active: 0, new: 0, delisted: 0, median_price_per_m2: null },
    ]);
    const rent = await monthlyMarketSeries({ op: "rent", parish: "ordino", months });
    expect(rent.map((m) => m.active)).toEqual([1, 1, 1, 1, 1]);
    const town = await monthlyMarketSeries({ op: "sale", town: "la_cortinada", months });
    expect(town.map((m) => [m.active, m.median_price_per_m2])).toEqual([
      [1, 2000],
      [1, 2000],
      [1, 1800],
      [1, 1800],
      [1, 1800],
    ]);
  });
});
