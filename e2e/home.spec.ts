import { expect, test } from "@playwright/test";

test("the home page loads with the product's layout", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Llar" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("OpenStreetMap");
});
