// A portal form whose server-action request fails (network drop, a 500, a deploy in
// between) says so, lets the user try again and keeps what they typed
// (components/portal/use-form-action.ts). Next sends a server action as a POST to the
// page's own URL with a Next-Action header: the tests fail exactly those requests.
import { expect, test, type Page, type Route } from "./test";
import { PASSWORD, signInAsNewUser } from "./portal-helpers";

// The portal follows the browser's language (Accept-Language); these journeys are written
// against its English text (e2e/i18n-untranslated.spec.ts covers the other languages).
test.use({ locale: "en-GB" });

const FAILED = "Something went wrong and the change may not have been made. Check your connection and try again.";

/** Fails every server action posted to `path` with `answer`; returns the count of failed requests. */
async function failActions(page: Page, path: string, answer: (route: Route) => Promise<void>): Promise<() => number> {
  let failed = 0;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const req = route.request();
      if (req.method() !== "POST" || !req.headers()["next-action"]) return route.fallback();
      failed++;
      await answer(route);
    },
  );
  return () => failed;
}

test("a key-creation request that fails shows an error, keeps the name, and can be sent again", async ({ page }) => {
  await signInAsNewUser(page, "failedkey");
  const failed = await failActions(page, "/account/keys", (route) => route.abort("internetdisconnected"));

  const name = page.getByLabel("Key name");
  const submit = page.getByRole("button", { name: "Create key" });
  await name.fill("Offline app");
  await submit.click();
  await expect(page.getByText(FAILED)).toBeVisible();
  await expect(submit).toBeEnabled();
  await expect(name).toHaveValue("Offline app");
  await expect(page.getByTestId("new-key")).toHaveCount(0);
  expect(failed()).toBe(1);

  await page.unrouteAll({ behavior: "wait" });
  await submit.click();
  await expect(page.getByTestId("new-key")).toHaveText(/^llar_[0-9A-Za-z]{40}$/);
  await expect(page.getByText("Your new key “Offline app”")).toBeVisible();
  await expect(page.getByText(FAILED)).toHaveCount(0);
  await expect(name).toHaveValue("");
});

test("a password change answered with a server error shows an error, keeps the fields, then succeeds", async ({
  page,
}) => {
  await signInAsNewUser(page, "failedpassword");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Security" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  const failed = await failActions(page, "/account/security", (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
  );

  const fresh = "another long passphrase";
  const current = page.getByLabel("Current password");
  const password = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm the new password");
  const submit = page.getByRole("button", { name: "Change password" });
  await current.fill(PASSWORD);
  await password.fill(fresh);
  await confirm.fill(fresh);
  await submit.click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(FAILED);
  await expect(submit).toBeEnabled();
  await expect(current).toHaveValue(PASSWORD);
  await expect(password).toHaveValue(fresh);
  await expect(confirm).toHaveValue(fresh);
  expect(failed()).toBe(1);

  await page.unrouteAll({ behavior: "wait" });
  await submit.click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Password changed.");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(current).toHaveValue("");
});
