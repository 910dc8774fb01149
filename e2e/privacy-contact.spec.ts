// /privacy says what is kept, for how long and who the controller is, and /contact sends
// privacy requests to the privacy mailbox, apart from the Enterprise sales form: in the
// four languages, at a phone's and a laptop's width, with no serious axe finding. Also
// /docs: one main landmark, one way to authorize, and "Try it out" sends no example ETag.
import { expect, test } from "./test";
import { MESSAGES } from "../lib/i18n/messages";
import { LOCALES } from "../lib/i18n/locales";
import { VARIABLES } from "../lib/config/variables";

const DEFAULT_CONTROLLER = VARIABLES.PRIVACY_CONTROLLER.default;
const DEFAULT_PRIVACY_EMAIL = VARIABLES.PRIVACY_EMAIL.default;
import { seriousViolations } from "./site-helpers";
import { swaggerGet, swaggerRendered } from "./swagger";

for (const locale of LOCALES) {
  for (const width of [390, 1366]) {
    test(`privacy and contact pages in ${locale} at ${width}px`, async ({ page, context }) => {
      const m = MESSAGES[locale];
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: "llar-locale", value: locale, url: "http://127.0.0.1" }]);

      await page.goto("/privacy");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const controller = page.getByTestId("privacy-controller");
      await expect(controller).toContainText(DEFAULT_CONTROLLER);
      await expect(controller.getByRole("link", { name: DEFAULT_PRIVACY_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${DEFAULT_PRIVACY_EMAIL}`,
      );
      for (const heading of [m.privacy.favourites, m.privacy.alerts, m.privacy.accounts, m.privacy.logs])
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByText("llar-locale")).toBeVisible();
      await expect(page.locator("#privacy-alerts + p")).toContainText("30");
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto("/contact");
      const privacy = page.locator("section", { has: page.locator("#contact-privacy") });
      await expect(privacy.getByRole("link", { name: DEFAULT_PRIVACY_EMAIL })).toBeVisible();
      await expect(privacy.locator('a[href="/enterprise"]')).toHaveCount(0);
      const business = page.locator("section", { has: page.locator("#contact-business") });
      await expect(business.locator('a[href="/enterprise"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test("/docs: one main, one Authorize, and Try it out sends no If-None-Match", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/docs?lang=en");
  const operation = swaggerGet(page, "/parishes");
  await swaggerRendered(page, operation);
  await expect(page.locator("main")).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Authori[sz]e$/ })).toHaveCount(1);

  await operation.locator(".opblock-summary-control").click();
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/parishes");
  await operation.getByRole("button", { name: "Execute" }).click();
  expect((await sent).headers()["if-none-match"]).toBeUndefined();
  await expect(operation.locator(".curl-command")).not.toContainText("If-None-Match");
});
