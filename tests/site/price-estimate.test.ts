// The property page's verdict on the asking price: above or below the estimate of similar
// homes, with its range and the comparables linked; nothing when too few homes are alike.
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { PriceEstimate } from "@/components/site/property/price-estimate";
import { createSiteFormat } from "@/lib/i18n/format";
import { MESSAGES } from "@/lib/i18n/messages";
import { getPropertyDetail } from "@/lib/search/property-detail";
import { invalidateValuationPool } from "@/lib/valuation/pool";
import { seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

const en = {
  locale: "en" as const,
  t: createTranslator({ locale: "en", messages: MESSAGES.en }),
  format: createSiteFormat("en"),
};
let dear: string, cheap: string, lonely: string;
const cluster: string[] = [];

beforeAll(async () => {
  const area = await claimTestArea();
  for (let i = 0; i < 12; i++) {
    const surfaceM2 = 60 + i * 8;
    cluster.push(await seedProperty({ ...area.at(i * 3), surfaceM2, priceMin: 3500 * surfaceM2, rooms: 2 }));
  }
  // In the middle of its cluster: other files' homes (their own areas, a kilometre or more
  // away, with prices of their own) are never nearer than the cluster's.
  dear = await seedProperty({ ...area.at(16), surfaceM2: 100, priceMin: 480_000, rooms: 2 });
  cheap = await seedProperty({ ...area.at(17), surfaceM2: 100, priceMin: 250_000, rooms: 2 });
  // A chalet far from any other home of its kind: the estimate is too loose to show.
  lonely = await seedProperty({
    type: "chalet",
    lat: 40.2,
    lng: 3.9,
    parish: "canillo",
    surfaceM2: 900,
    priceMin: 9_000_000,
    rooms: 9,
  });
  invalidateValuationPool();
});

/** The page's signed gap between the asking price and the estimate (+0.12: 12 % above). */
function gap(html: string): number {
  const m = /(\d+)% (above|below) the estimate/.exec(html);
  if (!m) return 0; // "in line with the estimate"
  return (m[2] === "above" ? 1 : -1) * (Number(m[1]) / 100);
}

async function render(id: string): Promise<string> {
  const detail = await getPropertyDetail(id, { priceHistory: false, baseUrl: "http://site.test" });
  const node = await PriceEstimate({ property: detail!.data, origin: "http://site.test", i18n: en });
  return node ? renderToStaticMarkup(node) : "";
}

describe("PriceEstimate", () => {
  // The estimate's level also reads every other home of the run's shared database, so the test
  // asks what the page must say whatever that level is: the verdict in words with its range and
  // count, the cluster linked, and the dearer of two homes of the same facts judged dearer.
  it("says how far above or below the estimate the asking price is, from how many homes, and links them", async () => {
    const html = await render(dear);
    expect(html).toMatch(/\d+% (above|below) the estimate \(€[\d,]+–€[\d,]+\), from \d+ comparable homes\./);
    const linked = [...html.matchAll(/href="\/properties\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(linked.filter((id) => cluster.includes(id)).length).toBeGreaterThan(5);
    // Asking prices of 480,000 and 250,000 for one set of facts: each against the same estimate.
    expect((1 + gap(html)) / (1 + gap(await render(cheap)))).toBeGreaterThan(1.6);
  });

  it("shows nothing when the comparables are too few or too far", async () => {
    expect(await render(lonely)).toBe("");
  });
});
