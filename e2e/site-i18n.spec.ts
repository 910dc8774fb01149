// Languages (issue 6): Catalan by default, the switcher, ?lang= links, locale formats.
import { expect, test } from "./test";

test("the site is in Catalan by default and the switcher changes the language everywhere", async ({ page }) => {
  await page.goto("/search?sort=price_asc");
  await expect(page.locator("html")).toHaveAttribute("lang", "ca");
  await expect(page.getByRole("link", { name: "Cercar" })).toBeVisible();
  const caPrice = await page.getByTestId("card-price").first().innerText();
  expect(caPrice).toMatch(/\d{1,3}(\.\d{3})+\s?€/); // 1.250.000 €

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL(/sort=price_asc/); // same page, same filters
  await expect(page.getByRole("link", { name: "Search", exact: true })).toBeVisible();
  await expect(page.getByLabel("Max price (€)")).toBeVisible();
  expect(await page.getByTestId("card-price").first().innerText()).toMatch(/€\d{1,3}(,\d{3})+/);

  // The choice sticks across pages.
  await page.getByRole("link", { name: "About the data" }).first().click();
  await expect(page.locator("h1")).toHaveText("About the data");

  await page.getByRole("button", { name: "Français" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("h1")).toHaveText("À propos des données");
});

test("?lang= renders that language (hreflang targets) and remembers it", async ({ page }) => {
  await page.goto("/parishes/canillo?lang=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("h1")).toHaveText("Mercado inmobiliario de Canillo");
  await page.goto("/about");
  await expect(page.locator("h1")).toHaveText("Sobre los datos");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute("hreflang")));
  expect(alternates.sort()).toEqual(["ca", "en", "es", "fr", "x-default"]);
});
