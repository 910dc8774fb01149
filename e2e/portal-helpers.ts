// Portal e2e helpers: sign up a fresh account, and axe's serious/critical findings.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const PASSWORD = "correct horse battery staple";

export async function signUp(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@portal.test`;
  await page.goto("/signup");
  await page.getByLabel("Name (optional)").fill("Portal Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  return email;
}

export async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel("Key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^llar_[0-9A-Za-z]{40}$/);
  return key;
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // After a server action the page's metadata is streamed again: analyse once the title
  // is back, not in the instant between (seen once as a "document-title" violation).
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(" | ")}`);
}
