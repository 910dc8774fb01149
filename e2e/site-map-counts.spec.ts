// Issue 34: the results map shows every result, not the page's twelve: its clusters and
// pins add up to the heading's total at 390 and 1366 px; "search this area" searches
// what is on screen below its button, the heading names the map's area and no pin hides
// under the button; a home in today's feed says it was last seen today.
import { expect, test, type Locator, type Page } from "./test";
import { sql } from "./test-db";
import { totalResults } from "./site-helpers";

/** Sum of the homes the map's markers stand for (a pin is 1, a cluster or group its count). */
async function markerSum(map: Locator): Promise<number> {
  return map
    .locator(".maplibregl-marker[data-count], .maplibregl-marker [data-count]")
    .evaluateAll((els) => els.reduce((n, el) => n + Number((el as HTMLElement).dataset.count), 0));
}

async function openMap(page: Page, width: number, path: string): Promise<Locator> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  if (width < 1024) await page.getByRole("button", { name: "Mostra el mapa" }).click();
  const map = page.getByTestId("results-map");
  await expect(map.locator("canvas")).toBeVisible();
  await expect(map).toHaveAttribute("data-located", /\d/);
  await expect(map.locator(".maplibregl-marker").first()).toBeAttached();
  await page.waitForLoadState("networkidle"); // the answer for the fitted zoom
  await page.waitForTimeout(300);
  return map;
}

for (const width of [390, 1366]) {
  test(`at ${width} px the map's markers add up to every result of the search`, async ({ page }) => {
    const map = await openMap(page, width, "/search?op=sale");
    const total = await totalResults(page);
    expect(total).toBeGreaterThan(700);
    expect(Number(await map.getAttribute("data-total"))).toBe(total);
    const located = Number(await map.getAttribute("data-located"));
    await expect.poll(() => markerSum(map)).toBe(located);
    // Homes without a place are said, not lost: together they are the total.
    const unplaced = total - located;
    if (unplaced > 0) await expect(map).toContainText(`${unplaced} habitatges sense ubicació`);
    expect(located).toBeGreaterThan(total * 0.9);
  });
}

test("'search this area' searches below its button, and the heading and map follow", async ({ page }) => {
  const map = await openMap(page, 1366, "/search?op=sale&parish=escaldes_engordany");
  await expect(page.locator("h1")).toContainText("a Escaldes-Engordany");
  // Zoom in on the parish's homes, then search the area on screen.
  const zoomIn = map.locator(".maplibregl-ctrl-zoom-in");
  await zoomIn.click();
  await zoomIn.click();
  await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(12);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Cerca en aquesta zona" }).click();
  await expect(page).toHaveURL(/polygon=/);
  await expect(page.locator("h1")).toContainText("a la zona del mapa");
  await expect(page.getByTestId("result-count")).toContainText("a la zona del mapa");
  const total = await totalResults(page);
  const after = page.getByTestId("results-map");
  await expect(after).toHaveAttribute("data-total", String(total));
  await page.waitForLoadState("networkidle");
  const located = Number(await after.getAttribute("data-located"));
  await expect.poll(() => markerSum(after)).toBe(located);
  // The area searched starts below the button, and the map comes back to it: no pin under it.
  const button = (await after.getByRole("button", { name: "Cerca en aquesta zona" }).boundingBox())!;
  const covered = await after
    .locator(".maplibregl-marker")
    .evaluateAll(
      (markers, b) =>
        markers
          .map((m) => m.getBoundingClientRect())
          .filter((r) => r.left < b.x + b.width && b.x < r.right && r.top < b.y + b.height && b.y < r.bottom).length,
      button,
    );
  expect(covered).toBe(0);
});

test("a home shown again by today's feed says it was last seen today", async ({ page }) => {
  // An advert the demo's second snapshot (today) showed unchanged: never rewritten, so its
  // own row still holds the first snapshot's time, three weeks ago.
  const [home] = await sql<{ id: string; stored: Date }>(
    `SELECT p.id::text AS id, max(l.last_seen_at) AS stored FROM property p JOIN listing l ON l.property_id = p.id
     WHERE p.status = 'active' AND l.status = 'active'
     GROUP BY p.id HAVING max(l.last_seen_at) < now() - interval '7 days' LIMIT 1`,
  );
  expect(home, "an active home whose adverts were not rewritten today").toBeDefined();
  await page.goto(`/properties/${home.id}`);
  const day = (d: Date) =>
    new Intl.DateTimeFormat("ca-AD", { dateStyle: "medium", timeZone: "Europe/Andorra" }).format(d);
  const lastSeen = page.locator("dt", { hasText: "Vist per darrer cop" }).locator("xpath=../dd");
  await expect(lastSeen).toHaveText(day(new Date()));
  expect(day(home.stored)).not.toBe(day(new Date()));
});

test("a parish page shows its asking-price trend and a map of all its homes", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/search?op=sale&parish=escaldes_engordany");
  const total = await totalResults(page);
  await page.goto("/parishes/escaldes_engordany");
  await expect(page.getByTestId("parish-stats").getByRole("columnheader", { name: "Habitatges" })).toBeVisible();
  const trend = page.getByTestId("price-trend");
  await trend.scrollIntoViewIfNeeded();
  expect(Number(await trend.getAttribute("data-points"))).toBeGreaterThanOrEqual(2);
  await expect(trend.getByRole("img", { name: /Preu medià demanat a Escaldes-Engordany/ })).toBeVisible();
  const map = page.getByTestId("results-map");
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("data-total", String(total));
  await page.waitForLoadState("networkidle");
  const located = Number(await map.getAttribute("data-located"));
  await expect.poll(() => markerSum(map)).toBe(located);
  await expect(map.getByRole("button", { name: "Cerca en aquesta zona" })).toHaveCount(0);
});
