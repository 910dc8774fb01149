// Parish pages and the about page (issue 6).
import { expect, test } from "./test";
import { sql } from "./test-db";

test("a parish page shows market statistics per type, its towns and a search link", async ({ page }) => {
  const res = await page.goto("/parishes/andorra_la_vella");
  expect(res?.status()).toBe(200);
  await expect(page.locator("h1")).toContainText("Andorra la Vella");
  const rows = page.getByTestId("parish-stats").locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Pobles i barris" })).toBeVisible();
  await page.getByRole("link", { name: /Cercar habitatges a Andorra la Vella/ }).click();
  await expect(page).toHaveURL(/parish=andorra_la_vella/);
  await expect(page.getByLabel("Parròquia", { exact: true })).toHaveValue("andorra_la_vella");

  // Towns read in lookup order ("la Cortinada" under C), on the index as on the parish's
  // page, and each opens its own search.
  await page.goto("/parishes");
  const ordino = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Ordino", exact: true }) });
  await expect(ordino).toContainText("Ansalonga, Arans, la Cortinada, Llorts");
  await page.goto("/parishes/ordino");
  const towns = page.getByRole("region", { name: "Pobles i barris" }).getByRole("link");
  const names = await towns.allTextContents();
  expect(names.indexOf("la Cortinada")).toBeLessThan(names.indexOf("Llorts"));
  expect(names.indexOf("el Serrat")).toBeGreaterThan(names.indexOf("Segudet"));
  await towns.filter({ hasText: /^Ordino$/ }).click();
  await expect(page).toHaveURL(/parish=ordino/);
  await expect(page).toHaveURL(/town=/);
  await expect(page.getByLabel("Poble o barri")).toHaveValue(/./);
  const places = page.getByTestId("card-place");
  await expect(places.first()).toHaveText("Ordino");
  for (const text of await places.allTextContents()) expect(text).toBe("Ordino");

  await page.goto("/parishes/andorra_la_vella?op=rent");
  await expect(page.getByRole("link", { name: "Lloguer", exact: true })).toHaveAttribute("aria-current", "page");
  expect((await page.goto("/parishes/atlantis"))?.status()).toBe(404);
});

test("the about page names the data sources, their licences and the usage terms", async ({ page }) => {
  await page.goto("/about");
  const body = page.locator("main");
  await expect(body).toContainText("OpenStreetMap");
  await expect(body).toContainText("ODbL");
  await expect(body).toContainText("GeoNames");
  await expect(body).toContainText("CC BY 4.0");
  await expect(body).toContainText("10.5281/zenodo.10112197");
  await expect(body).toContainText("CC BY-SA 4.0");
  await expect(body.locator("ol > li")).toHaveCount(4);
});

test("a parish page charts its market month by month, with the numbers in a table", async ({ page }) => {
  // The demo's adverts were all first seen within the last three weeks: a few of Canillo's
  // are dated back, as if seen months ago, so the page has more than one month to chart.
  await sql(
    `UPDATE listing SET first_seen_at = first_seen_at - interval '3 months' WHERE id IN (
       SELECT l.id FROM listing l JOIN property p ON p.id = l.property_id
       WHERE p.parish = 'canillo' AND p.operation = 'sale' AND p.is_home AND p.surface_m2 > 0 AND l.status = 'active'
       ORDER BY l.id LIMIT 3)`,
  );
  await page.goto("/parishes/canillo");
  const chart = page.getByTestId("market-months");
  await chart.scrollIntoViewIfNeeded();
  expect(Number(await chart.getAttribute("data-months"))).toBeGreaterThanOrEqual(2);
  await expect(
    chart.getByRole("img", { name: /Mediana €\/m² demanada a Canillo: .+ habitatges actius/ }),
  ).toBeVisible();
  await chart.getByText("Les xifres de cada mes").click();
  const rows = chart.getByRole("table").locator("tbody tr");
  expect(await rows.count()).toBe(Number(await chart.getAttribute("data-months")));
  await expect(chart.getByRole("columnheader", { name: "Retirats" })).toBeVisible();
});
