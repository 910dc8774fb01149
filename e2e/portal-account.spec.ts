// The account lifecycle in the browser (issue 21), with mail read from the e2e SMTP server:
// sign up → keys wait for a confirmed address → resend → verify → create key; forgot
// password → reset → sign in; sign out everywhere ends another browser's session; delete
// the account → its key answers 401.
import { expect, test } from "./test";
import { PASSWORD, createKey, latestMail, linkIn, signUp, verifyEmail } from "./portal-helpers";

// The portal follows the browser's language (Accept-Language); these journeys are written
// against its English text (e2e/i18n-untranslated.spec.ts covers the other languages).
test.use({ locale: "en-GB" });

const NEW_PASSWORD = "a different long passphrase";

test("an unconfirmed account cannot create keys until the emailed link is opened", async ({ page, request }) => {
  const email = await signUp(page, "verify", { verify: false });
  const notice = page.getByTestId("verify-email-notice");
  await expect(notice).toContainText(`We sent a link to ${email}`);
  await expect(page.getByLabel("Key name")).toHaveCount(0);
  await latestMail(email, /Confirm your email address/);

  await notice.getByRole("button", { name: "Resend verification email" }).click();
  await expect(notice.getByRole("status")).toHaveText(`We sent a new link to ${email}. It expires in 24 hours.`);
  await verifyEmail(page, email);
  await page.getByRole("link", { name: "Go to your API keys" }).click();
  const key = await createKey(page, "Verified app");
  expect((await request.get("/v1/parishes", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200);
  await latestMail(email, /is confirmed/);
});

test("forgot password: the emailed link sets a new password once, then sign in with it", async ({ page }) => {
  const email = await signUp(page, "reset");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an Email field too: fill the one of the page the link opened.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a reset link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("If an account uses that address");

  const link = linkIn(await latestMail(email, /Reset your Llar password/), "/reset-password");
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/signin\?reset=done$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your password was changed. Sign in with the new one.",
  );

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong email or password.");
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  await latestMail(email, /password was reset/);

  await page.goto(link);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/already been used/);
});

test("sign out everywhere ends the sessions of other browsers", async ({ page, browser }) => {
  const email = await signUp(page, "everywhere");
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/signin");
  await otherPage.getByLabel("Email").fill(email);
  await otherPage.getByLabel("Password").fill(PASSWORD);
  await otherPage.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage).toHaveURL(/\/account\/keys$/);

  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Security" }).click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/signin\?signedout=everywhere$/);
  await otherPage.goto("/account/keys");
  await expect(otherPage).toHaveURL(/\/signin\?callbackUrl=%2Faccount%2Fkeys/);
  await latestMail(email, /signed out of Llar everywhere/);
  await other.close();
});

test("deleting the account revokes its key: the API answers 401", async ({ page, request }) => {
  const email = await signUp(page, "delete");
  const key = await createKey(page, "Doomed app");
  const auth = { Authorization: `Bearer ${key}` };
  expect((await request.get("/v1/parishes", { headers: auth })).status()).toBe(200);

  await page.goto("/account/security");
  await page.getByRole("link", { name: "Delete my account…" }).click();
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Your password").fill("not my password");
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Password: that is not your password. Nothing was deleted.");
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/signin\?deleted=1$/);

  await expect
    .poll(async () => (await request.get("/v1/parishes", { headers: auth })).status(), {
      timeout: 15_000,
      intervals: [500, 1000],
    })
    .toBe(401);
  await latestMail(email, /account was deleted/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Wrong email or password.");
});
