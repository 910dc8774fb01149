// Every page in every language: the portal (signed out and signed in), the API docs and
// every guide, and the public site, at 1366 px and 390 px (the guides at 1366 px),
// scanned for text of another language's message catalog (e2e/i18n-scan.ts). Plus the
// portal's first visit following Accept-Language and the remembered choice.
import { expect, test, type BrowserContext, type Page } from "./test";
import { LOCALES, type Locale } from "../lib/i18n/locales";
import { MESSAGES } from "../lib/i18n/messages";
import { expectNoForeignText, foreignText } from "./i18n-scan";
import { createKey, signInAsNewUser } from "./portal-helpers";
import { sql } from "./test-db";
import { readCards } from "./site-helpers";
import { swaggerRendered } from "./swagger";

const SIGNED_OUT = [
  "/pricing",
  "/signin",
  "/signin?error=CredentialsSignin",
  "/signup",
  "/forgot-password",
  "/reset-password?token=not-a-token",
  "/verify-email?token=not-a-token",
  "/enterprise",
  "/docs",
];
const GUIDES = Object.keys(MESSAGES.en.apiDocs.guides).map((slug) => `/docs/guides/${slug}`);
const SIGNED_IN = [
  "/account/keys",
  "/account/usage",
  "/account/webhooks",
  "/account/billing",
  "/account/security",
  "/account/security/delete",
];
// Not /admin: the operator console is English only (docs/decisions.md#operator-console).
// The test user is an admin all the same, so the account nav's link to it is scanned.
const SITE = ["/", "/search", "/parishes/ordino", "/about", "/privacy", "/terms", "/contact"];

async function chooseLocale(context: BrowserContext, page: Page, locale: Locale) {
  await context.addCookies([{ name: "llar-locale", value: locale, url: new URL(page.url()).origin }]);
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Visits each page once and scans it at 1366 px, then at 390 px (the same page resized:
 *  the text nodes are scanned hidden or not, so a reload would read the same words). */
async function scan(page: Page, locale: Locale, paths: string[], phone = true) {
  for (const path of paths) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    // Swagger UI renders after the page: its interface is scanned too (translated).
    if (path === "/docs") await swaggerRendered(page);
    await expectNoForeignText(page, locale);
    if (!phone) continue;
    await page.setViewportSize(PHONE);
    await expect(page.locator("h1").first()).toBeVisible();
    await expectNoForeignText(page, locale);
  }
}

test("the scanner reports another language's text and raw keys", async ({ page, context }) => {
  await page.goto("/signin");
  await chooseLocale(context, page, "ca");
  await page.goto("/signin");
  await expectNoForeignText(page, "ca");
  await page.evaluate(() => {
    for (const text of ["Billing", "Mot de passe oublié ?", "Crea una clau", "account.keys.title"]) {
      document.querySelector("main")!.append(Object.assign(document.createElement("p"), { textContent: text }));
    }
  });
  // "Crea una clau" is Catalan (it contains the Spanish "Crea una"): not a hit.
  const hits = await foreignText(page, "ca");
  expect(hits).toEqual(expect.arrayContaining(['en: "Billing"', 'fr: "Mot de passe oublié ?"', "account.keys.title"]));
  expect(hits.filter((h) => h.startsWith("es:"))).toEqual([]);
});

// One scan per language and part, so the two workers share them out; each page is visited
// once per language.
for (const locale of LOCALES) {
  test(`${locale}: the signed-out portal and the docs, at 1366 and 390 px`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto("/pricing");
    await chooseLocale(context, page, locale);
    await scan(page, locale, SIGNED_OUT);
  });

  test(`${locale}: every API guide, code samples aside`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto("/docs");
    await chooseLocale(context, page, locale);
    await scan(page, locale, GUIDES, false);
    // The guide's prose is the reader's language too, not only its chrome.
    await page.goto("/docs/guides/limits");
    await expect(page.locator("article th").first()).toHaveText(MESSAGES[locale].apiGuides.limits.header);
  });

  test(`${locale}: the account pages, at 1366 and 390 px`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto("/");
    await chooseLocale(context, page, "en"); // the helpers fill the English forms
    const email = await signInAsNewUser(page, `i18n-${locale}`);
    await sql("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
    await createKey(page, "Languages app");
    await chooseLocale(context, page, locale);
    await scan(page, locale, SIGNED_IN);
    // The revoke dialog and the key form's result are client-rendered: scanned too.
    await page.setViewportSize(DESKTOP);
    await page.goto("/account/keys");
    await page.getByTestId("key-row").getByRole("button").nth(1).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoForeignText(page, locale);
  });

  test(`${locale}: the public site, at 1366 and 390 px`, async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto("/search");
    const [card] = await readCards(page);
    await chooseLocale(context, page, locale);
    await scan(page, locale, [...SITE, card.href]);
  });
}

test.describe("first visit to the portal", () => {
  test.use({ locale: "es-ES" });
  test("follows Accept-Language, then the remembered choice", async ({ page }) => {
    await page.goto("/signin");
    await expect(page.locator("h1")).toHaveText("Inicia sesión en Llar");
    await page.getByRole("button", { name: "Français" }).click();
    await expect(page.locator("h1")).toHaveText("Connexion à Llar");
    await page.goto("/pricing");
    await expect(page.locator("h1")).toHaveText("Forfaits et tarifs de l'API");
  });
});
