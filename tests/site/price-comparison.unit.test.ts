// The property page's comparison of sources: the spread between the cheapest and the
// dearest current price, the chart's series (one per advert, named by source), its time
// axis (distinct labels), and the cards' drop badge formats.
import { describe, expect, it } from "vitest";
import { chartRows, priceSeries } from "@/lib/charts/price-series";
import { timeAxis } from "@/lib/charts/time-axis";
import { dropPercent, shortDay } from "@/lib/i18n/badge-format";
import { priceSpread } from "@/lib/search/price-spread";
import type { ListingEntry } from "@/lib/search/types";

let n = 0;
function advert(source: string, price: number | null, extra: Partial<ListingEntry> = {}): ListingEntry {
  n++;
  return {
    id: `l${n}`,
    source: { id: source, name: source.toUpperCase(), url: `https://${source}.example` },
    url: `https://${source}.example/${n}`,
    agency: null,
    reference: `R${n}`,
    title: "t",
    description: null,
    price,
    currency: "EUR",
    period: null,
    image_urls: [],
    status: "active",
    first_seen_at: "2026-10-01T00:00:00.000000Z",
    last_seen_at: "2026-11-20T00:00:00.000000Z",
    ...extra,
  };
}
const sale = { currency: "EUR", period: null };

describe("priceSpread", () => {
  it("gives the amount and percent between the cheapest and dearest active source", () => {
    const s = priceSpread([advert("a", 400_000), advert("b", 420_000), advert("c", 410_000)], sale);
    expect(s).toMatchObject({ min: 400_000, max: 420_000, amount: 20_000, cheapest: ["A"], dearest: ["B"] });
    expect(s!.percent).toBeCloseTo(0.05, 10);
  });

  it("ignores removed adverts, adverts without a price and other periods; needs two prices", () => {
    expect(priceSpread([advert("a", 400_000), advert("b", 300_000, { status: "removed" })], sale)).toBeNull();
    expect(priceSpread([advert("a", 400_000), advert("b", null)], sale)).toBeNull();
    expect(priceSpread([advert("a", 400_000), advert("b", 2_000, { period: "month" })], sale)).toBeNull();
    expect(priceSpread([advert("a", 400_000), advert("b", 400_000)], sale)).toMatchObject({ amount: 0, percent: 0 });
  });
});

describe("priceSeries", () => {
  const history = (...pairs: [number, string][]) => pairs.map(([price, observed_at]) => ({ price, observed_at }));
  it("names two adverts of one source apart by reference, else agency, else their number", () => {
    const h = { price_history: history([300_000, "2026-10-01T00:00:00Z"]) };
    const names = priceSeries([
      advert("p", 300_000, { ...h, reference: null, agency: "Finques Galí" }),
      advert("p", 300_000, { ...h, reference: null, agency: null }),
      advert("p", 300_000, { ...h, reference: "A-7" }),
      advert("q", 300_000, { ...h, reference: null }),
    ]).map((s) => s.name);
    expect(names).toEqual(["P (Finques Galí)", "P (2)", "P (A-7)", "Q"]);
  });
  it("makes one named, distinctly styled step series per advert", () => {
    const now = Date.parse("2026-11-25T00:00:00Z");
    const series = priceSeries(
      [
        advert("a", 380_000, {
          price_history: history([400_000, "2026-10-01T00:00:00Z"], [380_000, "2026-11-01T00:00:00Z"]),
        }),
        advert("b", 390_000, { price_history: history([390_000, "2026-10-05T00:00:00Z"]) }),
        advert("b", 395_000, { status: "removed", price_history: history([395_000, "2026-10-06T00:00:00Z"]) }),
        advert("c", 1, { price_history: [] }),
      ],
      now,
    );
    expect(series.map((s) => s.name)).toEqual(["A", "B (R" + (n - 2) + ")", "B (R" + (n - 1) + ")"]);
    expect(new Set(series.map((s) => `${s.color}|${s.dash}`)).size).toBe(3);
    // An active advert's last price holds until now; a removed one's until last seen.
    expect(series[0].points.at(-1)).toEqual({ t: now, price: 380_000 });
    expect(series[2].points.at(-1)).toEqual({ t: Date.parse("2026-11-20T00:00:00Z"), price: 395_000 });
  });
});

describe("timeAxis", () => {
  const day = 86_400_000;
  it.each(["ca-AD", "es-ES", "fr-FR", "en-GB"])("never repeats a label (%s)", (locale) => {
    const start = Date.parse("2026-11-20T08:00:00Z");
    for (const span of [0, 2 * 3_600_000, 3 * day, 21 * day, 200 * day, 800 * day, 3000 * day]) {
      const axis = timeAxis(start, start + span, locale);
      const labels = axis.ticks.map(axis.label);
      expect(new Set(labels).size, `${span}: ${labels.join(" | ")}`).toBe(labels.length);
      expect(axis.ticks.length).toBeGreaterThan(0);
      expect(axis.ticks.length).toBeLessThanOrEqual(5);
      expect(axis.ticks[0]).toBe(start);
    }
  });

  it("adds the year to days when the span crosses a new year", () => {
    const axis = timeAxis(Date.parse("2026-12-20T12:00:00Z"), Date.parse("2027-01-10T12:00:00Z"), "en-GB");
    expect(axis.label(axis.ticks[0])).toBe("20 Dec 26");
  });
});

describe("badge formats", () => {
  it("signs the percentage with a minus and keeps a decimal for small cuts", () => {
    expect(dropPercent(-0.05, "en")).toBe("−5%");
    expect(dropPercent(-0.05, "ca").replace(/\s/g, " ")).toBe("−5 %");
    expect(dropPercent(-0.004, "fr").replace(/\s/g, " ")).toBe("−0,4 %");
    expect(shortDay("2026-11-12T10:00:00Z", "en")).toBe("12 Nov");
    expect(shortDay("2026-11-12T10:00:00Z", "ca")).toMatch(/^12 de nov/);
  });
});

describe("chartRows", () => {
  it("gives each time every series' price in force, and nothing outside a series' span", () => {
    const s = (id: string, points: [number, number][]) => ({
      id,
      name: id,
      color: "#000",
      dash: "",
      points: points.map(([t, price]) => ({ t, price })),
    });
    const rows = chartRows([
      s("a", [
        [1, 100],
        [3, 90],
        [5, 90],
      ]),
      s("b", [
        [2, 95],
        [4, 95],
      ]),
    ]);
    expect(rows).toEqual([
      { t: 1, s0: 100 },
      { t: 2, s0: 100, s1: 95 },
      { t: 3, s0: 90, s1: 95 },
      { t: 4, s0: 90, s1: 95 },
      { t: 5, s0: 90 },
    ]);
  });
});
