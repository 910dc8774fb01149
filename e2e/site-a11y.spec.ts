// Accessibility (issue 6): no serious or critical axe violations on the search,
// property and parish pages, on desktop and on a phone.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readCards } from "./site-helpers";

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`no serious axe violations at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/search");
    const [card] = await readCards(page);
    await page.waitForTimeout(500); // let the map (wide screens) mount
    expect(await seriousViolations(page), "search").toEqual([]);

    await page.goto(card.href);
    expect(await seriousViolations(page), "property").toEqual([]);

    await page.goto("/parishes/escaldes_engordany");
    expect(await seriousViolations(page), "parish").toEqual([]);
  });
}
