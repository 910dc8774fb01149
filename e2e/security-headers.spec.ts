// Issue 21: every page works under the nonce-based Content-Security-Policy. The browser
// reports each blocked script, style, worker or fetch as a securitypolicyviolation event
// (and a console error); none may occur on the home page, search with its map, a property
// page and the API reference (Swagger UI).
import { expect, test, type Page } from "./test";
import { readCards } from "./site-helpers";
import { swaggerRendered } from "./swagger";

async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test("no CSP violation on home, search with the map, a property page and /docs", async ({ page }) => {
  const violations = await watchViolations(page);

  const home = await page.goto("/");
  const csp = home!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(home!.headers()["x-content-type-options"]).toBe("nosniff");
  await expect(page.locator("h1")).toBeVisible();

  await page.goto("/search");
  const [card] = await readCards(page);
  await expect(page.locator(".maplibregl-marker").first()).toBeVisible(); // a home, a group or a cluster

  await page.goto(card.href);
  await expect(page.locator("h1")).toBeVisible();

  await page.goto("/docs");
  await swaggerRendered(page);

  expect(violations).toEqual([]);
});
