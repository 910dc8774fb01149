// Public site search (issue 6): filters in the URL, sorting, pagination, map area,
// invalid values and the phone layout, against the demo data `npm start` loads.
import { expect, test } from "./test";
import { formReady, prices, readCards, totalResults, type Card } from "./site-helpers";

test("filter by parish and price through the form shows only matching results", async ({ page }) => {
  // Pick a maximum price that the demo data splits: the 3rd cheapest home in the parish.
  await page.goto("/search?parish=escaldes_engordany&sort=price_asc");
  const cheapest = prices(await readCards(page));
  expect(cheapest.length).toBeGreaterThan(3);
  // Never a round number: the form must accept any euro amount (a step of 1000 once
  // made the browser refuse to submit 256400).
  const maxPrice = cheapest[2] + 1;

  await page.goto("/search");
  await formReady(page);
  await page.getByLabel("Parròquia", { exact: true }).selectOption("escaldes_engordany");
  await page.getByLabel("Preu màxim (€)").fill(String(maxPrice));
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/parish=escaldes_engordany/);
  await expect(page).toHaveURL(new RegExp(`maxPrice=${maxPrice}`));
  expect(page.url()).not.toContain("minPrice="); // empty fields stay out of the URL

  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThanOrEqual(3);
  for (const card of cards) {
    expect(card.parish).toBe("escaldes_engordany");
    expect(card.priceMin).not.toBeNull();
    expect(card.priceMin!).toBeLessThanOrEqual(maxPrice);
  }
  // The filters survive a reload (they are the URL) and the back button restores the previous search.
  await page.reload();
  await expect(page.getByLabel("Parròquia", { exact: true })).toHaveValue("escaldes_engordany");
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
});

test("sort by price orders the results both ways", async ({ page }) => {
  await page.goto("/search");
  await formReady(page);
  await page.getByLabel("Ordre").selectOption("price_asc");
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/sort=price_asc/);
  const asc = prices(await readCards(page));
  expect(asc.length).toBeGreaterThan(1);
  expect(asc).toEqual([...asc].sort((a, b) => a - b));

  await formReady(page);
  await page.getByLabel("Ordre").selectOption("price_desc");
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/sort=price_desc/);
  const desc = prices(await readCards(page));
  expect(desc).toEqual([...desc].sort((a, b) => b - a));
  expect(desc[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]);
});

test("page forward and back by page number (price sort) and by cursor (newest)", async ({ page }) => {
  const hrefs = async () => (await readCards(page)).map((c) => c.href);
  // The URL changes as soon as a navigation starts: the cards are read once they have changed.
  const cardsOtherThan = async (before: Card[]) => {
    await expect.poll(async () => (await hrefs())[0]).not.toBe(before[0].href);
    return readCards(page);
  };
  await page.goto("/search?sort=price_asc");
  expect(await totalResults(page)).toBeGreaterThan(12);
  const first = await readCards(page);
  await page.getByRole("link", { name: /Següent/ }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await cardsOtherThan(first);
  expect(second.some((c) => first.some((f) => f.href === c.href))).toBe(false);
  expect(prices(second)[0]).toBeGreaterThanOrEqual(prices(first).at(-1)!);
  await page.getByRole("link", { name: /Anterior/ }).click();
  await expect(page).not.toHaveURL(/page=/);
  await expect.poll(hrefs).toEqual(first.map((c) => c.href));

  await page.goto("/search");
  const newest = await readCards(page);
  await page.getByRole("link", { name: /Següent/ }).click();
  await expect(page).toHaveURL(/cursor=/);
  const next = await cardsOtherThan(newest);
  expect(next.some((c) => newest.some((n) => n.href === c.href))).toBe(false);
  await page.goBack();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect.poll(hrefs).toEqual(newest.map((c) => c.href));
});

test("invalid filter values fall back to defaults with a visible note", async ({ page }) => {
  const res = await page.goto("/search?minPrice=abc&sort=cheapest&op=buy&parish=canillo");
  expect(res?.status()).toBe(200);
  // Named in words, never by the URL parameter.
  await expect(page.getByTestId("invalid-note")).toContainText("preu mínim");
  await expect(page.getByTestId("invalid-note")).toContainText("ordre");
  await expect(page.getByTestId("invalid-note")).not.toContainText("minPrice");
  await expect(page.getByLabel("Parròquia", { exact: true })).toHaveValue("canillo");
  await expect(page.getByLabel("Ordre")).toHaveValue("newest");
});

test("a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/search?minPrice=2000000000");
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await expect(page.getByTestId("result-count")).toHaveAttribute("data-total", "0");
});

test("the map shows the results and 'search this area' puts the visible area in the URL as a polygon", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/search?parish=andorra_la_vella");
  const map = page.getByRole("region", { name: "Mapa dels resultats" });
  await expect(map).toBeVisible();
  await expect(map.locator(".maplibregl-marker").first()).toBeVisible();
  const button = page.getByRole("button", { name: "Cerca en aquesta zona" });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page).toHaveURL(/[?&]polygon=[^&]+/);
  expect(new URL(page.url()).searchParams.get("bbox")).toBeNull();
  await expect(page.getByText("Zona del mapa aplicada")).toBeVisible();
  expect(await totalResults(page)).toBeGreaterThan(0);
});

test("on a phone the filters open from one button and work", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/search");
  await formReady(page);
  await expect(page.getByLabel("Parròquia", { exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Filtres" }).click();
  await page.getByLabel("Parròquia", { exact: true }).selectOption("andorra_la_vella");
  await page.getByLabel("Habitacions (mín.)").fill("2");
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/parish=andorra_la_vella/);
  await expect(page).toHaveURL(/minRooms=2/);
  for (const card of await readCards(page)) expect(card.parish).toBe("andorra_la_vella");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
