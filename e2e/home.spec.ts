import { expect, test } from "./test";

test("the home page loads with the product's layout", async ({ page }) => {
  const res = await page.goto("/");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "Llar" }).first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("OpenStreetMap");
});

// Browsers, feed readers and iOS home screens ask for these by fixed name, whatever the page links.
test("the fixed-name icons are served from public/", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/apple-touch-icon.png", "image/png"],
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()["content-type"], path).toContain(type);
    expect((await res.body()).length, path).toBeGreaterThan(500);
  }
});
