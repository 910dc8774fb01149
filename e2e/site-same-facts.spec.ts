// Adverts that state one home's facts through several agencies (docs/decisions.md#same-facts-kept-apart):
// the demo's real pisos.ad adverts list some homes through several agencies, which the
// matcher keeps apart. A search card says how many identical adverts other agencies
// publish (on search and on /favourites), and the property page lists them, each linked to its own page.
import { expect, test, type Page } from "./test";
import { readCards } from "./site-helpers";

type NotedCard = { href: string; count: number; priceMin: number | null };

/** The first result, cheapest first, whose card notes same-facts adverts (identical cards sort together). */
async function findNotedCard(page: Page): Promise<NotedCard> {
  let url: string | null = "/search?sort=price_asc";
  for (let n = 0; url && n < 10; n++) {
    await page.goto(url);
    const cards = await readCards(page);
    const items = page.locator("[data-testid=results] > li");
    const notes = await items.evaluateAll((lis) =>
      lis.map((li) => li.querySelector("[data-testid=card-same-facts]")?.getAttribute("data-count") ?? null),
    );
    const i = notes.findIndex((c) => c !== null);
    if (i >= 0) return { href: cards[i].href, count: Number(notes[i]), priceMin: cards[i].priceMin };
    const next = page.getByRole("link", { name: /Següent/ });
    url = (await next.count()) > 0 ? await next.first().getAttribute("href") : null;
  }
  throw new Error("no card with same-facts adverts in the first 10 pages by price");
}

test("a search card says how many identical adverts other agencies publish", async ({ page }) => {
  const card = await findNotedCard(page);
  expect(card.count).toBeGreaterThan(0);
  const note = page.locator(`[data-testid=results] > li:has(h3 a[href="${card.href}"]) [data-testid=card-same-facts]`);
  await expect(note).toHaveText(
    card.count === 1 ? "+1 anunci igual d'una altra agència" : `+${card.count} anuncis iguals d'altres agències`,
  );
});

test("the property page lists the probable twins, each linked to its page", async ({ page }) => {
  const card = await findNotedCard(page);
  await page.goto(card.href);
  const section = page.getByTestId("same-facts");
  await expect(section.getByRole("heading", { name: "Probablement el mateix habitatge" })).toBeVisible();
  await expect(section).toContainText("Llar els manté separats");
  const items = section.getByTestId("same-facts-item");
  await expect(items).toHaveCount(Math.min(card.count, 10));

  const hrefs = await items.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  for (const href of hrefs) expect(href).toMatch(/^\/properties\/[0-9a-f-]{36}$/);
  expect(hrefs).not.toContain(card.href);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  // The same facts: every twin asks the card's lowest price.
  const prices = await section
    .getByTestId("same-facts-price")
    .evaluateAll((ps) => ps.map((p) => Number(p.getAttribute("data-price-min"))));
  expect(prices).toEqual(hrefs.map(() => card.priceMin));

  // A twin's page loads and, the relation being mutual, lists this property back.
  await items.locator("a").first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.locator("h1")).toBeVisible();
  if (card.count < 10) {
    await expect(page.getByTestId("same-facts").locator(`a[href="${card.href}"]`)).toHaveCount(1);
  }
});

test("a favourite home keeps its same-facts note on /favourites", async ({ page }) => {
  const card = await findNotedCard(page);
  const item = page.locator(`[data-testid=results] > li:has(h3 a[href="${card.href}"])`);
  await item.locator("[data-testid=favourite-button][data-ready]").click();
  await expect(item.locator("[data-testid=favourite-button]")).toHaveAttribute("aria-pressed", "true");
  await page.goto("/favourites");
  const saved = page.getByTestId("favourites").locator(`li:has(h3 a[href="${card.href}"])`);
  await expect(saved.getByTestId("card-same-facts")).toHaveAttribute("data-count", String(card.count));
});
