// Property pages (issue 6): facts, every source advert with its outbound link
// (docs/api.md#usage-terms), price history, location precision, JSON-LD, metadata and 404s.
import { expect, test } from "./test";
import { readCards } from "./site-helpers";

test("open a property from the results and follow a source link", async ({ page, context }) => {
  await page.goto("/search");
  const [card] = await readCards(page);
  await page.locator("[data-testid=results] h3 a").first().click();
  await expect(page).toHaveURL(card.href);
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Característiques" })).toBeVisible();
  await expect(page.getByTestId("precision")).not.toBeEmpty();

  const adverts = page.getByTestId("source-advert");
  expect(await adverts.count()).toBeGreaterThan(0);
  const link = page.getByTestId("source-link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^https?:\/\//);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toContainText(/Veure l'anunci a .+/);
  // The source sites are unreachable from here: check that the click opens a new tab
  // that navigates to exactly the advert's URL.
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    context.waitForEvent("request", (r) => r.url() === href || r.url() === `${href}/`),
    link.click(),
  ]);
  expect(popup).toBeTruthy();
  await popup.close();
});

test("a property page has metadata, hreflang alternates and schema.org JSON-LD", async ({ page }) => {
  await page.goto("/search?sort=price_asc"); // the cheapest has a price, hence an Offer
  const [card] = await readCards(page);
  await page.goto(card.href);
  const title = await page.locator("h1").innerText();
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /\?lang=es$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${card.href}$`));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("RealEstateListing");
  expect(jsonLd.url).toContain(card.href);
  const offers = Array.isArray(jsonLd.offers) ? jsonLd.offers : [jsonLd.offers];
  expect(offers[0]["@type"]).toBe("Offer");
  expect(offers[0].priceCurrency).toBe("EUR");
});

test("price history is charted once scrolled into view, readable per advert as a table", async ({ page }) => {
  // The demo data changes some prices between its two snapshots: find such an advert
  // among the newest properties (at most 5 pages of results).
  let url = "/search";
  for (let pageNo = 0; pageNo < 5; pageNo++) {
    await page.goto(url);
    const cards = await readCards(page);
    const next = await page.getByRole("link", { name: /Següent/ }).getAttribute("href");
    for (const card of cards) {
      await page.goto(card.href);
      const chart = page.getByTestId("price-chart");
      if ((await chart.count()) === 0) continue;
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator("svg.recharts-surface")).toBeVisible();
      // One line per source advert with a price history, each named in the legend.
      const lines = await page.getByTestId("chart-legend").locator("li").count();
      await expect(chart.locator(".recharts-line-curve")).toHaveCount(lines);
      // The same history is readable as a table in the advert's entry.
      const details = page.getByTestId("source-advert").locator("details").first();
      await details.locator("summary").click();
      expect(await details.locator("tbody tr").count()).toBeGreaterThan(0);
      return;
    }
    if (!next) break;
    url = next;
  }
  throw new Error("no property with a price change among the first 60 results");
});

test("unknown and malformed property ids get the 404 page", async ({ page }) => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
    const res = await page.goto(`/properties/${id}`);
    expect(res?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("No hem trobat la pàgina");
  }
});

test("sitemap.xml indexes files listing active properties; robots.txt points to it", async ({ page, request }) => {
  await page.goto("/search");
  const [card] = await readCards(page);
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(files).toContain("/sitemaps/pages.xml");
  expect(files).toContain("/sitemaps/properties-0.xml");
  let sitemap = "";
  for (const file of files) sitemap += await (await request.get(file)).text();
  expect(sitemap).toContain(`${card.href}</loc>`);
  expect(sitemap).toContain("/parishes/canillo</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect(robots).toContain("Disallow: /v1/");
});

test("features are named in the reader's language", async ({ page }) => {
  await page.goto("/search");
  for (const card of (await readCards(page)).slice(0, 12)) {
    await page.goto(`${card.href}?lang=en`);
    const en = await page.getByTestId("feature").allInnerTexts();
    if (!en.includes("Lift")) continue;
    await page.goto(`${card.href}?lang=ca`);
    const ca = await page.getByTestId("feature").allInnerTexts();
    expect(ca).toHaveLength(en.length);
    expect(ca[en.indexOf("Lift")]).toBe("Ascensor");
    await page.goto(`${card.href}?lang=fr`);
    expect((await page.getByTestId("feature").allInnerTexts())[en.indexOf("Lift")]).toBe("Ascenseur");
    return;
  }
  throw new Error("none of the first results has a lift");
});
