// Portal extras: cancelling through the Stripe customer portal returns the key to Free;
// the enterprise form reaches the admins' page (the test grants the role in the database:
// this worker's slot database, e2e/test-db.ts).
import { expect, test } from "./test";
import { createKey, seriousViolations, signInAsNewUser, signUp } from "./portal-helpers";
import { sql } from "./test-db";

// The portal follows the browser's language (Accept-Language); these journeys are written
// against its English text (e2e/i18n-untranslated.spec.ts covers the other languages).
test.use({ locale: "en-GB" });

test("a subscription cancelled in the customer portal moves the key back to Free", async ({ page }) => {
  await signInAsNewUser(page, "portal-cancel");
  const key = await createKey(page, "Cancel app");
  await page.goto("/account/billing");
  const card = page.locator(`[data-testid=billing-key][data-prefix="${key.slice(0, 13)}"]`);
  await card.getByRole("button", { name: /Upgrade to Starter/ }).click();
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  await expect(card.getByTestId("billing-plan")).toHaveText("Starter");
  await expect(card).toContainText("subscription active");

  await page.getByRole("button", { name: "Manage subscriptions in Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Manage your subscriptions" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(/\/account\/billing$/);
  await expect(card.getByTestId("billing-plan")).toHaveText("Free");
  await expect(card).toContainText("subscription canceled");
  await expect(card.getByRole("button", { name: /Upgrade to Pro/ })).toBeVisible();
});

test("an enterprise request reaches the admins", async ({ page }) => {
  const company = `Agency ${Date.now()}`;
  await page.goto("/enterprise");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Name: tell us who you are.")).toBeVisible();
  await page.getByLabel("Your name").fill("Marta");
  await page.getByLabel("Work email").fill("marta@agency.test");
  await page.getByLabel("Company").fill(company);
  await page.getByLabel(/What will you build/).fill("A CRM that needs every listing in Andorra, daily.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status")).toContainText("we will reply");

  const email = await signUp(page, "admin");
  expect((await page.goto("/admin"))?.status(), "not an admin yet").toBe(404);
  await sql("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
  await page.goto("/admin/enterprise");
  const request = page.getByRole("listitem").filter({ hasText: company });
  await expect(request).toContainText("marta@agency.test");
  expect(await seriousViolations(page), "/admin/enterprise").toEqual([]);
  await request.getByRole("button", { name: "Mark as handled" }).click();
  await expect(request).toContainText("handled");
});
