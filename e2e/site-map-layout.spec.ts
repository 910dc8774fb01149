// Issue 23: on phones and tablets the opened results map must not be covered by the
// result cards (it once overflowed a 96 px wrapper, so the first card was drawn over it).
import { expect, test, type Page } from "./test";

async function openMap(page: Page) {
  await page.goto("/search");
  await page.getByRole("button", { name: "Mostra el mapa" }).click();
  const map = page.getByRole("region", { name: "Mapa dels resultats" });
  await expect(map.locator("canvas")).toBeVisible();
  return map;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
]) {
  test(`at ${viewport.width}px the opened map is not covered by a result card`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const map = await openMap(page);
    const height = await map.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(200);

    // What the reader sees at the map's centre and near its bottom corners must be the map.
    for (const [fx, fy] of [
      [0.5, 0.5],
      [0.1, 0.9],
      [0.8, 0.9],
    ]) {
      const hit = await map.evaluate(
        (el, [px, py]) => {
          el.scrollIntoView({ block: "center" });
          const r = el.getBoundingClientRect();
          const found = document.elementFromPoint(r.left + r.width * px, r.top + r.height * py);
          return { inMap: !!found && el.contains(found), inCard: !!found?.closest("[data-testid=results]") };
        },
        [fx, fy],
      );
      expect(hit, `point at ${fx},${fy} of the map`).toEqual({ inMap: true, inCard: false });
    }

    const mapBottom = await map.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    const cardTop = await page
      .locator("[data-testid=results] > li")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(cardTop, "the first card starts below the map").toBeGreaterThanOrEqual(mapBottom);
  });
}
