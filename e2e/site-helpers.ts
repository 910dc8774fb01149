// Helpers for the public site's end-to-end tests: read the result cards as data.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** One result card; `sites` is how many source adverts the property has. */
export type Card = { href: string; priceMin: number | null; parish: string; sites: number };

export async function readCards(page: Page): Promise<Card[]> {
  await expect(page.getByTestId("result-count")).toBeVisible();
  return page.locator("[data-testid=results] > li").evaluateAll((items) =>
    items.map((li) => {
      const price = li.querySelector("[data-testid=card-price]")?.getAttribute("data-price-min") ?? "";
      return {
        href: li.querySelector("h3 a")?.getAttribute("href") ?? "",
        priceMin: price === "" ? null : Number(price),
        parish: li.querySelector("[data-testid=card-place]")?.getAttribute("data-parish") ?? "",
        sites: Number(li.querySelector("[data-testid=card-sites]")?.getAttribute("data-count") ?? 0),
      };
    }),
  );
}

export async function totalResults(page: Page): Promise<number> {
  return Number(await page.getByTestId("result-count").getAttribute("data-total"));
}

/** Prices in page order, rows without a price (sorted last by the API) left out. */
export function prices(cards: Card[]): number[] {
  return cards.map((c) => c.priceMin).filter((p): p is number => p !== null);
}

/** The filter form is usable without JavaScript, but only the hydrated form keeps empty
 *  fields out of the URL (and the phone disclosure needs JS): wait for it. */
export async function formReady(page: Page): Promise<void> {
  await expect(page.locator("form[data-ready]")).toHaveCount(1);
}

/** axe's serious and critical violations on the current page, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // After a server action the page's metadata is streamed again: analyse once the title
  // is back, not in the instant between (seen once as a "document-title" violation).
  await expect(page).toHaveTitle(/\S/);
  // Legacy mode: axe.run in the page itself. Our pages have no frames, so the default's
  // per-frame runs and its extra blank page for the merge only cost time (about a second
  // a page on this machine).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}
