// A parish's weekly asking-price trend (lib/stats/price-trend.ts) from the adverts' price
// history: each week's median of the homes' lowest live ask, adverts counted from when
// they were first seen until they were withdrawn. Dated in 2001, where no other test
// file's adverts live, so the parish's other homes do not count.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { priceTrendAt } from "@/lib/stats/price-trend";
import { seedProperty } from "../support/api-fixtures";

const at = (day: string) => new Date(`2001-${day}T00:00:00Z`);
const NOW = at("03-01");

async function dateAdverts(propertyId: string, sourceId: string, firstSeen: Date, removed: Date | null = null) {
  await prisma.listing.updateMany({
    where: { propertyId, sourceId },
    data: { firstSeenAt: firstSeen, removedAt: removed, status: removed ? "removed" : "active" },
  });
}

beforeAll(async () => {
  // A: 300k from 1 January, cut to 280k on 2 February.
  const a = await seedProperty({
    parish: "canillo",
    listings: [
      {
        sourceId: "trend-a",
        price: 280_000,
        history: [
          { price: 300_000, at: at("01-01") },
          { price: 280_000, at: at("02-02") },
        ],
      },
    ],
  });
  await dateAdverts(a, "trend-a", at("01-01"));
  // B: 400k from 1 January; another site asks 390k from 20 January until it withdraws it on 10 February.
  const b = await seedProperty({
    parish: "canillo",
    listings: [
      { sourceId: "trend-a", price: 400_000, history: [{ price: 400_000, at: at("01-01") }] },
      { sourceId: "trend-b", price: 390_000, history: [{ price: 390_000, at: at("01-20") }] },
    ],
  });
  await dateAdverts(b, "trend-a", at("01-01"));
  await dateAdverts(b, "trend-b", at("01-20"), at("02-10"));
  // A rental of the same parish and time: another operation, not counted.
  const c = await seedProperty({
    parish: "canillo",
    operation: "rent",
    listings: [{ sourceId: "trend-a", price: 900, history: [{ price: 900, at: at("01-01") }] }],
  });
  await dateAdverts(c, "trend-a", at("01-01"));
});

describe("parishPriceTrend", () => {
  it("gives each week's median of the homes' lowest live asks, from the price history", async () => {
    const trend = await priceTrendAt("canillo", "sale", NOW);
    expect(trend.map((p) => [p.at.slice(0, 10), p.median, p.homes])).toEqual([
      ["2001-01-04", 350_000, 2],
      ["2001-01-11", 350_000, 2],
      ["2001-01-18", 350_000, 2],
      ["2001-01-25", 345_000, 2], // B's second site asks 390k
      ["2001-02-01", 345_000, 2],
      ["2001-02-08", 335_000, 2], // A cut to 280k
      ["2001-02-15", 340_000, 2], // the 390k advert withdrawn: B asks 400k again
      ["2001-02-22", 340_000, 2],
      ["2001-03-01", 340_000, 2],
    ]);
  });

  it("counts the operation asked for only", async () => {
    const rent = await priceTrendAt("canillo", "rent", NOW);
    expect(rent.map((p) => p.median)).toEqual(Array(9).fill(900));
  });
});
