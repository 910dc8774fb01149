// Accessibility (issue 6): no serious or critical axe violations on the search,
// property and parish pages, on desktop and on a phone.
import { expect, test } from "./test";
import { readCards, seriousViolations } from "./site-helpers";

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`no serious axe violations at ${viewport.width}px`, async ({ page }) => {
    // Three full axe scans, one of a page whose map holds a marker per cluster of every result.
    test.slow();
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
