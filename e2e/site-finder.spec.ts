// Search that finds, and what only a comparison of sources shows (issue #23 items 4–5):
// the town, maximum price and feature filters through the form, the heading that says
// what was searched, the cards' "new" and price-drop badges, and one price chart with a
// legend naming every source, against the demo data `npm start` loads (two snapshots
// three weeks apart, the second one now: new homes and price cuts are recent).
import { expect, test } from "./test";
import { formReady, readCards, seriousViolations, totalResults } from "./site-helpers";

test("filter by town, maximum price and a feature through the form", async ({ page }) => {
  // A town and price the demo data has: the first result that names its town.
  await page.goto("/search?sort=price_asc");
  const places = await page
    .getByTestId("card-place")
    .evaluateAll((els) =>
      els.map((el) => ({ text: el.textContent ?? "", parish: el.getAttribute("data-parish") ?? "" })),
    );
  const candidates = places.filter((p) => p.text.includes(", ") && p.parish);
  expect(candidates.length, "results that name their town").toBeGreaterThan(0);

  await page.goto("/search");
  await formReady(page);
  const townSelect = page.getByLabel("Poble o barri");
  let town = "";
  for (const place of candidates) {
    await page.getByLabel("Parròquia", { exact: true }).selectOption(place.parish);
    // The town list follows the parish: only that parish's towns are offered.
    await expect(townSelect.locator("optgroup")).toHaveCount(1);
    const name = place.text.split(", ")[0];
    if ((await townSelect.locator("option", { hasText: name }).count()) === 0) continue;
    town = name;
    break;
  }
  expect(town, "a result whose town lies in its parish").not.toBe("");
  await townSelect.selectOption({ label: town });
  await page.getByLabel("Preu màxim (€)").fill("5000000");
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/town=/);
  await expect(page).toHaveURL(/maxPrice=5000000/);
  const heading = page.getByTestId("result-count");
  await expect(heading).toContainText(`fins a 5.000.000`);
  const cards = await readCards(page);
  expect(cards.length).toBeGreaterThan(0);
  for (const text of await page.getByTestId("card-place").allTextContents()) expect(text.startsWith(town)).toBe(true);
  for (const card of cards) expect(card.priceMin ?? 0).toBeLessThanOrEqual(5_000_000);
  const inTown = await totalResults(page);

  // Add a feature: fewer or as many results, each showing that feature on its page.
  await formReady(page);
  await page.getByRole("checkbox", { name: "Ascensor" }).check();
  await page.getByRole("button", { name: "Aplica" }).click();
  await expect(page).toHaveURL(/features=lift/);
  await expect(heading).toContainText("amb ascensor");
  expect(await totalResults(page)).toBeLessThanOrEqual(inTown);
  expect(await seriousViolations(page), "filtered search").toEqual([]);
  const [first] = await readCards(page);
  if (first) {
    await page.goto(first.href);
    await expect(page.getByTestId("feature").filter({ hasText: "Ascensor" })).toHaveCount(1);
  }
});

test("cards show 'new' and price-drop badges; the filters keep only those", async ({ page }) => {
  await page.goto("/search?new=1");
  await expect(page.getByTestId("result-count")).toContainText("aquesta setmana");
  const fresh = await readCards(page);
  expect(fresh.length).toBeGreaterThan(0);
  await expect(page.getByTestId("badge-new")).toHaveCount(fresh.length);

  await page.goto("/search?priceDrop=1");
  await expect(page.getByTestId("result-count")).toContainText("amb rebaixa de preu");
  const dropped = await readCards(page);
  expect(dropped.length).toBeGreaterThan(0);
  const badges = page.getByTestId("badge-drop");
  await expect(badges).toHaveCount(dropped.length);
  for (const text of await badges.allTextContents()) expect(text).toMatch(/^−\d+(,\d)?\s%, rebaixat el \d{1,2} de /);
});

test("a property on several sites charts every source's price with a legend", async ({ page }) => {
  // Price cuts come from adverts whose price changed; find one listed on several sites.
  // Only cards that say so are opened: each page costs seconds on a loaded machine.
  await page.goto("/search?priceDrop=1");
  const hrefs = (await readCards(page)).filter((c) => c.sites > 1).map((c) => c.href);
  for (const href of hrefs) {
    await page.goto(href);
    const legend = page.getByTestId("chart-legend");
    if ((await legend.count()) === 0 || (await legend.locator("li").count()) < 2) continue;
    const names = await legend.locator("li").allTextContents();
    expect(new Set(names).size, `legend of ${href}: ${names.join(" | ")}`).toBe(names.length);
    const chart = page.getByTestId("price-chart");
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator("svg.recharts-surface"), `chart of ${href}`).toBeVisible();
    await expect(chart.locator(".recharts-line-curve"), `lines of ${href}`).toHaveCount(names.length);
    // Axis labels never repeat.
    const ticks = await chart.locator(".recharts-xAxis .recharts-cartesian-axis-tick-value").allTextContents();
    expect(new Set(ticks).size, `time axis of ${href}: ${ticks.join(" | ")}`).toBe(ticks.length);
    await expect(page.getByTestId("price-spread"), `spread of ${href}`).toContainText(/€/);
    expect(await seriousViolations(page), `property with a chart: ${href}`).toEqual([]);
    return;
  }
  throw new Error(`none of ${hrefs.length} properties with a price cut on several sites has a chart of two sources`);
});
