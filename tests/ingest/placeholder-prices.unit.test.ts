// Placeholder prices: what a feed writes for "on request" (1 €, 999.999.999 €) is stored as
// on request and counted, never as a price that heads every price-sorted search.
import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { formatReport, emptyReport } from "@/lib/ingest/report";
import { readFeed } from "@/lib/ingest/read-feed";
import type { RawAdvert } from "@/lib/ingest/types";

const advert = (price: string, operationText = "sale", externalId = "A"): RawAdvert => ({
  externalId,
  url: `https://a.example/${externalId}`,
  operationText,
  typeText: "Pis",
  price,
  town: "Encamp",
});

function stored(price: string, operationText?: string) {
  const result = normaliseAdvert(advert(price, operationText));
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return [result.advert.price, result.placeholderPrice];
}

describe("placeholder prices", () => {
  it("read a sale at 1 € or 999.999.999 € as on request", () => {
    expect(stored("1")).toEqual([null, true]);
    expect(stored("1 €")).toEqual([null, true]);
    expect(stored("999.999.999 €")).toEqual([null, true]);
    expect(stored("99999999")).toEqual([null, true]);
  });

  it("keep the cheapest and dearest real prices", () => {
    expect(stored("18.000 €")).toEqual([18000, false]);
    expect(stored("1.000")).toEqual([1000, false]);
    expect(stored("40.000.000 €")).toEqual([40000000, false]);
    expect(stored("30", "rent")).toEqual([30, false]);
    expect(stored("100.000", "rent")).toEqual([100000, false]);
  });

  it("read a rent by its monthly figure", () => {
    expect(stored("1", "rent")).toEqual([null, true]);
    expect(stored("5", "rent")).toEqual([null, true]);
    expect(stored("999.999", "rent")).toEqual([null, true]);
    // 5 € a day is 150 € a month: a price.
    expect(stored("5", "rent per day")).toEqual([152, false]);
  });

  it("leave a price on request that states none uncounted", () => {
    expect(stored("Consultar")).toEqual([null, false]);
    expect(stored("0")).toEqual([null, false]);
  });

  it("are counted in the run report of the adverts kept", async () => {
    const report = emptyReport("s");
    async function* feed() {
      yield advert("1", "sale", "A");
      yield advert("250000", "sale", "B");
      yield advert("999999999", "sale", "C");
      yield advert("1", "sale", "D");
      yield advert("260000", "sale", "D"); // the later entry of D wins: not a placeholder
    }
    const kept = await readFeed(feed(), report);
    expect(kept.map((a) => [a.externalId, a.price])).toEqual([
      ["A", null],
      ["B", 250000],
      ["C", null],
      ["D", 260000],
    ]);
    expect(report.placeholderPrices).toBe(2);
    expect(formatReport(report)).toContain("placeholder_prices=2");
  });
});
