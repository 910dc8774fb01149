// The developer portal journey (issue 5): sign up → key → free call → upgrade to Pro
// through Checkout on the local Stripe server (which sends the signed webhook) → the same
// key answers /v1/stats as Pro → revoke → 401. Then the portal pages' accessibility.
import { expect, test } from "./test";
import { createKey, seriousViolations, signInAsNewUser, signUp } from "./portal-helpers";
import { swaggerGet, swaggerRendered, swaggerRoot } from "./swagger";

// The portal follows the browser's language (Accept-Language); these journeys are written
// against its English text (e2e/i18n-untranslated.spec.ts covers the other languages).
test.use({ locale: "en-GB", permissions: ["clipboard-read", "clipboard-write"] });

test("sign up, create a key, upgrade it to Pro through Checkout, revoke it", async ({ page, request, baseURL }) => {
  await signUp(page, "journey");
  const key = await createKey(page, "Journey app");
  await expect(page.getByText("only time the full key is shown")).toBeVisible();

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Copied", { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(key);

  const auth = { Authorization: `Bearer ${copied}` };
  const free = await request.get("/v1/properties", { headers: auth });
  expect(free.status()).toBe(200);
  expect(free.headers()["x-api-plan"]).toBe("free");
  expect((await request.get("/v1/stats", { headers: auth })).status()).toBe(403);

  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Billing" }).click();
  const prefix = key.slice(0, 13);
  const card = page.locator(`[data-testid=billing-key][data-prefix="${prefix}"]`);
  await card.getByRole("button", { name: /Upgrade to Pro/ }).click();
  await expect(page.getByRole("heading", { name: "Subscribe to Llar Pro" })).toBeVisible();
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/account/billing\\?checkout=success`));
  await expect(card.getByTestId("billing-plan")).toHaveText("Pro");

  // The API's key cache honours plan changes within 5 s.
  await expect
    .poll(
      async () => {
        const res = await request.get("/v1/stats", { headers: auth });
        return `${res.status()} ${res.headers()["x-api-plan"]}`;
      },
      { timeout: 15_000, intervals: [500, 1000] },
    )
    .toBe("200 pro");

  await page.goto("/account/keys");
  const row = page.locator(`[data-testid=key-row][data-prefix="${prefix}"]`);
  await expect(row.getByTestId("key-plan")).toHaveText("Pro");
  await row.getByRole("button", { name: /Revoke/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(/revoked/).first()).toBeVisible();
  await expect
    .poll(async () => (await request.get("/v1/properties", { headers: auth })).status(), {
      timeout: 15_000,
      intervals: [500, 1000],
    })
    .toBe(401);
});

test("sign-in errors are clear and sign-out ends the session", async ({ page }) => {
  const email = await signUp(page, "signin");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account/keys");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faccount%2Fkeys/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong email or password.");
});

test("portal pages have no serious or critical axe violations", async ({ page }) => {
  test.setTimeout(150_000); // eleven pages analysed, Swagger UI the heaviest
  for (const path of [
    "/signin",
    "/signup",
    "/forgot-password",
    "/pricing",
    "/enterprise",
    "/docs/guides/quick-start",
    "/docs/guides/errors",
  ]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await signInAsNewUser(page, "axe");
  const key = await createKey(page, "Axe app");
  expect(await seriousViolations(page), "/account/keys with a new key").toEqual([]);
  for (const path of ["/account/usage", "/account/billing", "/account/security", "/account/security/delete"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }

  // /docs: authorize with the key, try /parishes against this server, check axe on the open operation.
  await page.goto("/docs");
  const swagger = swaggerRoot(page);
  const operation = swaggerGet(page, "/parishes");
  await swaggerRendered(page, operation);
  await expect(page.getByLabel("Your key")).toHaveValue(key.slice(0, 13));
  await page.getByLabel("Full key (kept in this browser tab only)").fill(key);
  await page
    .getByRole("form", { name: /^Authorize/ })
    .getByRole("button", { name: "Authorize" })
    .click();
  await expect(page.getByText(/^Authorized:/)).toBeVisible();
  await operation.locator(".opblock-summary-control").click();
  // tryItOutEnabled: the operation opens ready to execute.
  await operation.getByRole("button", { name: "Execute" }).click();
  await expect(operation.locator(".live-responses-table tr.response .response-col_status")).toHaveText("200");
  await expect(operation.locator(".live-responses-table")).toContainText(/x-api-plan: free/i);
  // The search starts with only its defaults filled, so it runs as is.
  const search = swagger
    .locator(".opblock-get")
    .filter({ has: page.locator('[data-path="/properties"]') })
    .first();
  await search.locator(".opblock-summary-control").click();
  await search.getByRole("button", { name: "Execute" }).click();
  await expect(search.locator(".live-responses-table tr.response .response-col_status")).toHaveText("200");
  await swagger.locator(".models .json-schema-2020-12-accordion, .models .model-box-control").first().click();
  expect(await seriousViolations(page), "/docs with an operation and a schema open").toEqual([]);
});
