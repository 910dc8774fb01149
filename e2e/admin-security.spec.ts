// /admin does not exist for anyone but an operator: every page, and every server action
// posted straight at the server, answers 404 to nobody and to a signed-in non-admin, and
// the action changes nothing. The action ids are read from the operator's own pages (Next
// renders them into the forms), as an attacker with an operator's HTML would.
import { runScript } from "../tests/support/run-script";
import { expect, test, type BrowserContext, type Page } from "./test";
import { signInAsNewUser } from "./portal-helpers";
import { databaseUrl, sql } from "./test-db";

test.use({ locale: "en-GB" });

const PAGES = [
  "/admin",
  "/admin/review",
  "/admin/accounts",
  "/admin/audit",
  "/admin/enterprise",
  "/admin/sources/finques-andorra",
];

const cli = (script: string, ...args: string[]) =>
  runScript(script, args, { ...process.env, DATABASE_URL: databaseUrl() });

/** Each console form's action id and its fields, from a page the operator sees. */
async function formsOf(page: Page, path: string) {
  await page.goto(path);
  // The console's own forms (the page's main content), not the site header's.
  return page.locator("main form").evaluateAll((forms) =>
    forms.flatMap((f) => {
      const id = [...f.querySelectorAll("input")].find((i) => i.name.startsWith("$ACTION_ID_"));
      if (!id) return [];
      const fields: Record<string, string> = {};
      for (const i of f.querySelectorAll<HTMLInputElement>("input[type=hidden]")) fields[i.name] = i.value;
      return [{ id: id.name, fields }];
    }),
  );
}

async function expectAllHidden(
  request: BrowserContext["request"],
  forms: Array<{ id: string; fields: Record<string, string> }>,
) {
  for (const path of PAGES) expect((await request.get(path)).status(), path).toBe(404);
  for (const form of forms) {
    // The fields the operator's form would send, and the strongest choice where a button chooses.
    const choices = { answer: "same", plan: "enterprise", op: form.fields.key ? "revoke" : "pause" };
    const multipart: Record<string, string> = { ...choices, ...form.fields };
    const res = await request.post("/admin", { multipart, maxRedirects: 0 });
    expect(res.status(), `${form.id} ${JSON.stringify(form.fields)}`).toBe(404);
  }
}

test("every admin page and action answers 404 to nobody and to a signed-in non-admin", async ({ page, browser }) => {
  const operator = await signInAsNewUser(page, "sec-operator");
  const granted = await runScript("scripts/admin.ts", ["grant", operator], {
    ...process.env,
    DATABASE_URL: databaseUrl(),
  });
  expect(granted.code).toBe(0);
  const customer = `sec-customer-${Date.now()}@portal.test`;
  expect((await cli("scripts/keys.ts", "create", "--plan", "free", "--email", customer)).code).toBe(0);
  const forms = [
    ...(await formsOf(page, `/admin/accounts?email=${encodeURIComponent(customer)}`)),
    ...(await formsOf(page, "/admin")),
    ...(await formsOf(page, "/admin/review")),
    ...(await formsOf(page, "/admin/sources/finques-andorra")),
  ];
  // Set plan, revoke, run now/pause, add, save, the review answers: every kind of action.
  expect(forms.length).toBeGreaterThanOrEqual(7);
  const before = await sql(
    "SELECT (SELECT count(*) FROM admin_audit) AS audit, (SELECT count(*) FROM match_review) AS reviews, (SELECT count(*) FROM source WHERE paused) AS paused, (SELECT count(*) FROM api_key WHERE revoked_at IS NOT NULL OR plan <> 'free') AS keys",
  );

  const nobody = await browser.newContext({
    baseURL: page
      .context()
      .pages()[0]
      .url()
      .replace(/\/account.*$/, ""),
  });
  await expectAllHidden(nobody.request, forms);
  await nobody.close();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: "en-GB" });
  const user = await other.newPage();
  await signInAsNewUser(user, "sec-user");
  await expectAllHidden(other.request, forms);
  await other.close();

  expect(
    await sql(
      "SELECT (SELECT count(*) FROM admin_audit) AS audit, (SELECT count(*) FROM match_review) AS reviews, (SELECT count(*) FROM source WHERE paused) AS paused, (SELECT count(*) FROM api_key WHERE revoked_at IS NOT NULL OR plan <> 'free') AS keys",
    ),
  ).toEqual(before);

  // The role taken away applies to the open session at once.
  expect(
    (await runScript("scripts/admin.ts", ["revoke", operator], { ...process.env, DATABASE_URL: databaseUrl() })).code,
  ).toBe(0);
  expect((await page.goto("/admin"))?.status()).toBe(404);
});
