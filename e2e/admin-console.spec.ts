// The operator console (/admin) as an operator uses it: the role granted with `npm run
// admin`, the sources table and "run now", a review-queue answer that changes what the site
// shows and survives the source's next run, and a key's plan set for a customer invoiced
// outside Stripe, each written to the audit log. The security tests are in
// e2e/admin-security.spec.ts.
import { runScript } from "../tests/support/run-script";
import { expect, test, type Page } from "./test";
import { signInAsNewUser } from "./portal-helpers";
import { databaseUrl, sql } from "./test-db";

test.use({ locale: "en-GB" });
test.describe.configure({ mode: "serial" });

const cli = (script: string, ...args: string[]) =>
  runScript(script, args, { ...process.env, DATABASE_URL: databaseUrl() });

async function signInAsOperator(page: Page): Promise<string> {
  const email = await signInAsNewUser(page, "operator");
  const granted = await cli("scripts/admin.ts", "grant", email);
  expect(granted.code, granted.stderr.join("\n")).toBe(0);
  expect((await cli("scripts/admin.ts", "list")).stdout).toContain(email);
  return email;
}

/** Waits until `source` has finished one more manual run than `before`. */
async function manualRunFinished(source: string, before: number): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await sql<{ n: number }>(
            "SELECT count(*)::int AS n FROM source_run WHERE source_id = $1 AND trigger = 'manual' AND finished_at IS NOT NULL",
            [source],
          )
        )[0].n,
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(before);
}

const manualRuns = async (source: string) =>
  (
    await sql<{ n: number }>("SELECT count(*)::int AS n FROM source_run WHERE source_id = $1 AND trigger = 'manual'", [
      source,
    ])
  )[0].n;

test("sources: the table shows every demo source and 'run now' pulls one", async ({ page }) => {
  await signInAsOperator(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
  const rows = page.locator("tr[data-source]");
  await expect(rows).toHaveCount(5);
  const scheduled = rows.filter({ has: page.getByRole("button", { name: "Run now" }) });
  await expect(scheduled).toHaveCount(4);
  const row = scheduled.first();
  const source = (await row.getAttribute("data-source"))!;
  const before = await manualRuns(source);
  await row.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`${source}: a pull was requested`);
  await manualRunFinished(source, before);
  await page.goto(`/admin/sources/${source}`);
  const run = page.getByRole("listitem").filter({ hasText: "manual" }).first();
  await expect(run).toContainText(/^(ok|unchanged)/);
  await page.goto("/admin/audit");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `source:${source}` })
      .first(),
  ).toContainText("source.run");

  // "Add" is validated as the CLI validates: a refusal names the field, and nothing is added.
  await page.goto("/admin");
  await page.getByLabel("Id").fill("agency-x");
  await page.getByLabel("Name").fill("Agency X");
  await page.getByLabel("Homepage").fill("https://agency-x.ad");
  await page.getByLabel(/^Feed/).fill("https://agency-x.ad/feed.xml");
  await page.getByLabel(/^Every/).fill("30s");
  await page.getByRole("button", { name: "Add source" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText('every: "30s" is shorter than 1m');
  expect(await sql("SELECT id FROM source WHERE id = 'agency-x'")).toEqual([]);
});

test("review queue: 'different homes' splits the property on the site and survives the next run", async ({ page }) => {
  const operator = await signInAsOperator(page);
  await page.goto("/admin/review");
  await expect(page.getByTestId("review-total")).toHaveText(/[1-9]\d* to review/);
  // Skip (k) moves to the next pair. One advert may head two items (its merge, and the rival
  // that nearly won it), so the pair is what changes, not necessarily the advert.
  const listing = page.locator("input[name=listing]");
  const other = page.locator("input[name=other]");
  const pairShown = async () => `${await listing.inputValue()}|${await other.inputValue()}`;
  const first = await pairShown();
  // The keys work once the page is hydrated; a key pressed before is lost.
  const keysReady = page.locator("html[data-review-keys=ready]");
  await expect(keysReady).toBeAttached();
  await page.keyboard.press("k");
  await expect(page).toHaveURL(/skip=1/);
  await expect.poll(pairShown).not.toBe(first);
  // A pair the matcher merged: answer "different homes" with the keyboard (d).
  const pair = page.getByRole("region", { name: "Pair to review" });
  let at = 0;
  for (; at < 30; at++) {
    await page.goto(`/admin/review?skip=${at}`);
    if ((await pair.textContent())?.includes("now one property")) break;
  }
  expect(at, "a merged pair among the first 30 items").toBeLessThan(30);
  const [a, b] = [await listing.inputValue(), await other.inputValue()];
  const [{ property_id: shared, source_id: source, url }] = await sql<{
    property_id: string;
    source_id: string;
    url: string;
  }>("SELECT property_id::text, source_id, url FROM listing WHERE id = $1", [a]);
  await page.goto(`/properties/${shared}`);
  await expect(page.locator(`a[href="${url}"]`).first()).toBeAttached();
  await page.goto(`/admin/review?skip=${at}`);
  await expect(keysReady).toBeAttached();
  await page.keyboard.press("d");
  await expect(page.getByRole("main").getByRole("status")).toContainText("Answered: different homes (split applied");

  const propertyOf = async (id: string) =>
    (await sql<{ p: string }>("SELECT property_id::text AS p FROM listing WHERE id = $1", [id]))[0].p;
  const own = await propertyOf(a);
  expect(own).not.toBe(await propertyOf(b));
  // The site: the advert has left the property it shared and is a home of its own.
  await page.goto(`/properties/${shared}`);
  await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);
  await page.goto(`/properties/${own}`);
  await expect(page.locator(`a[href="${url}"]`).first()).toBeAttached();

  // The source's next run keeps the answer: its last pull's validators forgotten, so the
  // run applies the whole feed again rather than finding it unchanged.
  await sql("UPDATE source SET etag = NULL, last_modified = NULL WHERE id = $1", [source]);
  const before = await manualRuns(source);
  await page.goto(`/admin/sources/${source}`);
  await page.getByRole("button", { name: "Run now" }).click();
  await manualRunFinished(source, before);
  const [last] = await sql<{ status: string }>(
    "SELECT status FROM source_run WHERE source_id = $1 AND trigger = 'manual' ORDER BY started_at DESC LIMIT 1",
    [source],
  );
  expect(last.status).toBe("ok");
  expect(await propertyOf(a)).toBe(own);
  expect(await propertyOf(b)).not.toBe(own);
  await page.goto(`/properties/${shared}`);
  await expect(page.locator(`a[href="${url}"]`)).toHaveCount(0);

  const [label] = await sql<{ same_home: boolean; decided_by: string }>(
    "SELECT same_home, decided_by FROM match_review WHERE listing_id = $1 AND other_id = $2",
    [a, b],
  );
  expect(label).toEqual({ same_home: false, decided_by: operator });
  await page.goto("/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: `listing:${a}` })).toContainText("review.different");
});

test("accounts: an operator finds a customer and sets a key's plan", async ({ page }) => {
  const customer = `customer-${Date.now()}@portal.test`;
  const created = await cli("scripts/keys.ts", "create", "--plan", "free", "--email", customer);
  expect(created.code, created.stderr.join("\n")).toBe(0);
  const prefix = created.stdout.split("\n").at(-1)!.slice(0, 13);
  const operator = await signInAsOperator(page);

  await page.goto("/admin/accounts");
  await page.getByLabel("Email").fill(customer.slice(0, 20));
  await page.getByRole("button", { name: "Find" }).click();
  const key = page.locator(`tr[data-key="${prefix}"]`);
  await expect(key).toContainText("free");
  await key.getByLabel(`Plan of ${prefix}`).selectOption("pro");
  await key.getByRole("button", { name: "Set plan" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`${prefix}… is now on the pro plan`);
  await expect(page.locator(`tr[data-key="${prefix}"]`)).toContainText("pro");
  const [row] = await sql<{ plan: string }>("SELECT plan::text FROM api_key WHERE prefix = $1", [prefix]);
  expect(row.plan).toBe("pro");

  await page.goto("/admin/audit");
  const entry = page.getByRole("row").filter({ hasText: `key:${prefix}` });
  await expect(entry).toContainText("key.plan");
  await expect(entry).toContainText(operator);
  await expect(entry).toContainText('"to":"pro"');
});
