// Portal e2e helpers: sign up a fresh account (and confirm its address from the mail the
// app sent to the e2e SMTP server), read that inbox, and axe's serious/critical findings.
import { expect, type Page } from "@playwright/test";
import { hashPassword } from "../lib/auth/password";
import { currentSlot } from "./slots";
import { sql } from "./test-db";

export { seriousViolations } from "./site-helpers";

export const PASSWORD = "correct horse battery staple";

type Mail = { to: string[]; subject: string; text: string };

/** The newest mail to `to` whose subject matches, waiting for it to arrive. */
export async function latestMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${currentSlot().mailboxUrl}/messages`)).json()) as Mail[];
        found = all.filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`))?.[0];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/** Open the newest verification link sent to `email` and confirm. */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const mail = await latestMail(email, /Confirm your email address/);
  await page.goto(linkIn(mail, "/verify-email"));
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`${email} is confirmed`);
}

/** A confirmed account made in the database, then signed in through the form (in English:
 *  `?lang=en`, which the rest of the visit keeps until a page asks for another language).
 *  Sign-ups are limited per address and hour, and the portal journeys use up that allowance. */
export async function signInAsNewUser(page: Page, label: string): Promise<string> {
  const email = `${label}-${Date.now()}@portal.test`;
  await sql(
    "INSERT INTO users (id, email, name, email_verified, password_hash) VALUES ($1, $2, 'Portal Tester', now(), $3)",
    [`${label}${Date.now()}`, email, await hashPassword(PASSWORD)],
  );
  await page.goto("/signin?lang=en&callbackUrl=%2Faccount%2Fkeys");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  return email;
}

export async function signUp(page: Page, label: string, opts: { verify?: boolean } = {}): Promise<string> {
  const email = `${label}-${Date.now()}@portal.test`;
  await page.goto("/signup");
  await page.getByLabel("Name (optional)").fill("Portal Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/keys$/);
  if (opts.verify !== false) {
    await verifyEmail(page, email);
    await page.goto("/account/keys");
  }
  return email;
}

export async function createKey(page: Page, name: string): Promise<string> {
  await page.getByLabel("Key name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-key").textContent())?.trim() ?? "";
  expect(key).toMatch(/^llar_[0-9A-Za-z]{40}$/);
  return key;
}
