// Issue 34's smaller points, at a phone's and a laptop's width: pagination says how many
// pages there are, an ignored filter is named in words, seasonal rent with nothing
// advertised is explained, a delisted home says so, the alert form is reachable from the
// top of the results, and the keys page before verification says what to do.
import { expect, test } from "./test";
import { MESSAGES } from "../lib/i18n/messages";
import { demoAccountKey } from "./api-keys";
import { sql } from "./test-db";
import { formReady, totalResults } from "./site-helpers";
import { signUp } from "./portal-helpers";

const ca = MESSAGES.ca;
const WIDTHS = [390, 1366] as const;

test("pagination counts pages, for cursor and numbered sorts", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/search?op=sale");
  const pages = Math.ceil((await totalResults(page)) / 12);
  expect(pages).toBeGreaterThan(2);
  const count = page.getByTestId("page-count");
  await expect(count).toHaveText(`Pàgina 1 de ${pages}`);
  await page.getByRole("link", { name: /Següent/ }).click();
  await expect(page).toHaveURL(/cursor=.*&at=2/);
  await expect(count).toHaveText(`Pàgina 2 de ${pages}`);
  await page.getByRole("link", { name: /Següent/ }).click();
  await expect(count).toHaveText(`Pàgina 3 de ${pages}`);

  await page.goto("/search?op=sale&sort=price_asc&page=3");
  await expect(count).toHaveText(`Pàgina 3 de ${Math.min(pages, 50)}`);
});

test("min price above max price is said in words, not as a parameter name", async ({ page }) => {
  await page.goto("/search?minPrice=500000&maxPrice=100000&colour=blue");
  const note = page.getByTestId("invalid-note");
  await expect(note).toContainText(ca.siteNotes.minAboveMax);
  await expect(note).toContainText("colour"); // an unknown parameter has no other name
  await expect(note).not.toContainText("minPrice");
  await expect(page.getByLabel(ca.search.maxPrice)).toHaveValue("100000");
});

test("seasonal rent is offered only with listings, and explained when there are none", async ({ page }) => {
  const key = await demoAccountKey("free", "Seasonal check");
  const res = await page.request.get("/v1/properties?op=seasonal_rent&limit=1", {
    headers: { Authorization: `Bearer ${key}` },
  });
  const seasonal = (await res.json()).meta.total as number;
  await page.goto("/search");
  await formReady(page);
  const options = page.locator("#f-op option");
  if (seasonal === 0) {
    await expect(options).toHaveText([ca.operation.sale, ca.operation.rent]);
    await page.goto("/search?op=seasonal_rent");
    await expect(page.getByTestId("empty-state")).toContainText(ca.siteNotes.seasonalEmpty);
    await expect(page.locator("#f-op option:checked")).toHaveText(ca.siteNotes.seasonalNone);
  } else {
    await expect(options).toHaveText([ca.operation.sale, ca.operation.rent, ca.operation.seasonal_rent]);
  }
});

test("a delisted home says no site advertises it, not 'a 0 webs'", async ({ page }) => {
  const [row] = await sql<{ id: string }>("SELECT id FROM property WHERE status = 'delisted' LIMIT 1");
  test.skip(!row, "the demo has no delisted home"); // the demo's later snapshots remove adverts
  await page.goto(`/properties/${row.id}`);
  const lead = page.getByTestId("sources-lead");
  await expect(lead).toHaveText(ca.siteNotes.sourcesGone);
  await expect(lead).not.toContainText("0");
});

for (const width of WIDTHS) {
  test(`the alert form is reachable from the top of the results at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.goto("/search?op=sale");
    const jump = page.getByTestId("save-search-jump");
    const pagination = page.getByRole("navigation", { name: ca.search.pagination });
    const jumpBox = (await jump.boundingBox())!;
    expect(jumpBox.y).toBeLessThan((await pagination.boundingBox())!.y);
    await jump.click();
    await expect(page.getByTestId("save-search-form")).toBeInViewport();
  });
}

test.describe("in English", () => {
  test.use({ locale: "en-GB" }); // the portal helpers fill the English forms

  test("the keys page before verification does not point to a hidden form", async ({ page }) => {
    await signUp(page, "unverified-keys", { verify: false });
    await expect(page.getByText(MESSAGES.en.account.keys.noneUnverified.split("<link>")[0])).toBeVisible();
    await expect(page.getByText(/Create one above/)).toHaveCount(0);
  });
});
