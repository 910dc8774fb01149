// One language (issue 23): generated titles that agree with the card's facts, elided place
// names, headings that say what was searched, Accept-Language on a first visit, the back
// link keeping the search, and the privacy/terms/contact pages in every language.
import { expect, test } from "./test";
import { readCards } from "./site-helpers";

test("card titles are generated in the reader's language and agree with the facts", async ({ page }) => {
  await page.goto("/search?lang=en");
  const cards = page.locator("[data-testid=results] > li");
  expect(await cards.count()).toBeGreaterThan(5);
  for (const li of await cards.all()) {
    const title = await li.locator("h3").innerText();
    const facts = await li.locator("h3 + p").innerText();
    expect(title).toMatch(/ in [A-ZÀ-Úa-zà-ú'’. -]+$/);
    const surface = /([\d,]+) m²/.exec(facts)?.[1];
    if (surface && /flat|house|penthouse|duplex|studio|loft|chalet|townhouse|farmhouse/i.test(title)) {
      expect(title, facts).toContain(`${surface} m²`);
    }
    expect(facts).not.toMatch(/\b0 beds\b/);
  }
  // Plots count no bedrooms, whatever a feed wrote in the field.
  await page.goto("/search?lang=en&type=land");
  const plots = await page.locator("[data-testid=results] > li h3 + p").allInnerTexts();
  expect(plots.length).toBeGreaterThan(0);
  for (const facts of plots) expect(facts).not.toMatch(/\bbeds?\b/);
});

test("place names are elided and contracted in Catalan and French headings", async ({ page }) => {
  await page.goto("/parishes/ordino?lang=ca");
  await expect(page.locator("h1")).toHaveText("Mercat immobiliari d'Ordino");
  await page.goto("/parishes/ordino?lang=fr");
  await expect(page.locator("h1")).toHaveText("Marché immobilier d'Ordino");
  await page.goto("/parishes/la_massana?lang=fr");
  await expect(page.locator("h1")).toHaveText("Marché immobilier de La Massana");
  await page.goto("/parishes/la_massana?lang=ca");
  await expect(page.locator("h1")).toHaveText("Mercat immobiliari de la Massana");
});

test("the search heading says what was searched and counts parking by its name", async ({ page }) => {
  await page.goto("/search?lang=ca&op=sale&type=parking&parish=encamp");
  await expect(page.locator("h1")).toHaveText("Venda: Pàrquing a Encamp");
  await expect(page.getByTestId("result-count")).toHaveText(/(plaça|places) d'aparcament/i);
  await page.goto("/search?op=rent&parish=ordino");
  await expect(page.locator("h1")).toHaveText("Lloguer a Ordino");
  await expect(page.getByTestId("result-count")).toHaveText(/habitatges?|Cap resultat/);
});

test.describe("first visit", () => {
  test.use({ locale: "fr-FR" });
  test("follows Accept-Language, then the remembered choice", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await context.addCookies([{ name: "llar-locale", value: "es", url: page.url() }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test("the back link returns to the same search with every filter", async ({ page }) => {
  const search = "/search?op=rent&parish=escaldes_engordany&sort=price_asc";
  await page.goto(search);
  const [card] = await readCards(page);
  await page.locator("[data-testid=results] h3 a").first().click();
  await expect(page).toHaveURL(card.href);
  await page.getByTestId("back-to-search").click();
  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("op")).toBe("rent");
  expect(url.searchParams.get("parish")).toBe("escaldes_engordany");
  expect(url.searchParams.get("sort")).toBe("price_asc");
  await expect(page.getByLabel("Parròquia", { exact: true })).toHaveValue("escaldes_engordany");
});

const PAGES = {
  "/privacy": { ca: "Privadesa", es: "Privacidad", fr: "Confidentialité", en: "Privacy" },
  "/terms": {
    ca: "Condicions i llicències",
    es: "Condiciones y licencias",
    fr: "Conditions et licences",
    en: "Terms and licences",
  },
  "/contact": { ca: "Contacte", es: "Contacto", fr: "Contact", en: "Contact" },
} as const;

test("privacy, terms and contact pages exist in the four languages and the footer links them", async ({ page }) => {
  for (const [path, titles] of Object.entries(PAGES)) {
    for (const [lang, title] of Object.entries(titles)) {
      const res = await page.goto(`${path}?lang=${lang}`);
      expect(res?.status(), `${path} ${lang}`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title));
      await expect(page.locator(`footer a[href="${path}"]`)).toHaveCount(1);
    }
  }
  await page.goto("/terms?lang=en");
  const licences = page.getByTestId("licence");
  await expect(licences).toHaveCount(3);
  await expect(page.locator("main")).toContainText("CC BY-SA 4.0");
  await expect(page.locator("main")).toContainText("ODbL");
  await expect(page.locator("main")).toContainText("CC BY 4.0");
  const sitemap = await (await page.request.get("/sitemaps/pages.xml")).text();
  for (const path of Object.keys(PAGES)) expect(sitemap).toContain(`${path}</loc>`);
});
