// Keep me posted, as a reader uses it: a favourite kept by the browser across a reload and
// listed on /favourites; a signed-in reader's saved search kept across a reload, and its
// alert mail after a price drop (written as ingestion writes it, with a change-clock
// stamp) reaching the e2e SMTP server with an unsubscribe link that works; an anonymous
// address confirmed from its mail (double opt-in).
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./test";
import { databaseUrl, sql } from "./test-db";
import { latestMail, linkIn, signInAsNewUser } from "./portal-helpers";

const firstCard = (page: Page) => page.locator("[data-testid=results] > li").first();

test("an anonymous favourite survives a reload and is listed on /favourites", async ({ page }) => {
  await page.goto("/search");
  const heart = firstCard(page).locator("[data-testid=favourite-button][data-ready]");
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const href = await firstCard(page).locator("h3 a").getAttribute("href");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(firstCard(page).locator("[data-testid=favourite-button][data-ready]")).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/favourites");
  await expect(page.getByTestId("favourites").locator(`h3 a[href="${href}"]`)).toBeVisible();
});

test("a saved search survives a reload and mails a price drop with a working unsubscribe link", async ({ page }) => {
  const email = await signInAsNewUser(page, "alerts");
  await page.goto("/search?parish=ordino&lang=ca");
  const href = (await firstCard(page).locator("h3 a").getAttribute("href"))!;
  const form = page.getByTestId("save-search-form");
  await expect(form.getByText(email)).toBeVisible(); // signed in: the account's address, not asked
  await form.getByRole("button", { name: "Avisa'm" }).click();
  await expect(page.getByTestId("save-search-message")).toContainText("Cerca desada");
  await page.goto("/alerts");
  await page.reload();
  await expect(page.getByTestId("saved-searches").getByRole("listitem")).toHaveCount(1);
  await expect(page.getByTestId("saved-searches")).toContainText("Ordino");

  const id = href.split("/").pop()!;
  await sql(
    `WITH c AS (UPDATE change_clock SET ts = GREATEST(clock_timestamp(), ts + interval '1 microsecond') RETURNING ts)
     UPDATE property SET price_min = price_min - 1000, updated_at = (SELECT ts FROM c) WHERE id = $1::uuid`,
    [id],
  );
  const mail = await latestMail(email, /novetat/);
  expect(mail.text).toContain(`/properties/${id}`);
  expect(mail.text).toContain("Rebaixa");
  await page.goto(linkIn(mail, "/alerts/unsubscribe"));
  await page.getByRole("button", { name: "Dona'm de baixa" }).click();
  await expect(page.getByTestId("token-done")).toBeVisible();
  await page.goto("/alerts");
  await expect(page.getByTestId("saved-searches")).toContainText("Avisos aturats");
});

test("an anonymous address is subscribed only after confirming from its mail", async ({ page }) => {
  const email = `anon-${Date.now()}@alerts.test`;
  await page.goto("/search?op=rent");
  const form = page.getByTestId("save-search-form");
  await form.getByLabel("Correu electrònic").fill(email);
  await form.getByLabel("Freqüència").selectOption("daily");
  await form.getByRole("button", { name: "Avisa'm" }).click();
  await expect(page.getByTestId("save-search-message")).toContainText("confirmar l'adreça");
  const mail = await latestMail(email, /Confirmeu els avisos/);
  await page.goto(linkIn(mail, "/alerts/confirm"));
  await page.getByRole("button", { name: "Confirma" }).click();
  await expect(page.getByTestId("token-done")).toBeVisible();
  const [row] = await sql<{ confirmed: boolean; frequency: string }>(
    "SELECT confirmed_at IS NOT NULL AS confirmed, frequency FROM saved_search WHERE email = $1",
    [email],
  );
  expect(row).toEqual({ confirmed: true, frequency: "daily" });
});

/** A one-advert Kyero feed: a flat for sale in Ordino no other source lists. */
function newHomeFeed(id: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "llar-e2e-feed-"));
  const file = path.join(dir, "feed.xml");
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8"?>
<root><kyero><feed_version>3</feed_version></kyero>
<property><id>${id}</id><date>2026-11-25 09:00:00</date><ref>${id}</ref><price>412345</price>
<currency>EUR</currency><price_freq>sale</price_freq><type>Pis</type><town>Ordino</town>
<province>Andorra</province><country>Andorra</country>
<location><latitude>42.55612</latitude><longitude>1.53318</longitude></location>
<beds>3</beds><baths>2</baths><surface_area><built>97</built></surface_area>
<url><ca>https://e2e-alerts.example/anunci/${id}</ca></url>
<desc><ca>Pis a Ordino amb vistes, 3 habitacions, 97 m².</ca></desc>
<images><image id="1"><url>https://e2e-alerts.example/photos/${id}/salo-vistes.jpg</url></image></images>
</property></root>`,
  );
  return file;
}

test("a new matching home from an ingest run is mailed to the saved search", async ({ page }) => {
  const email = await signInAsNewUser(page, "ingest-alert");
  await page.goto("/search?parish=ordino&lang=ca");
  const form = page.getByTestId("save-search-form");
  // The form learns the session after load; until then it asks for an address (required).
  await expect(form.getByText(email)).toBeVisible();
  await form.getByRole("button", { name: "Avisa'm" }).click();
  await expect(page.getByTestId("save-search-message")).toContainText("Cerca desada");

  // The operator's command, on the database the running app (and its worker) uses.
  const id = `E2E-${Date.now()}`;
  const run = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/tsx/dist/cli.mjs"),
      "scripts/ingest.ts",
      ...["--source", "e2e-alerts", "--source-name", "E2E Alerts", "--homepage", "https://e2e-alerts.example"],
      ...["--format", "kyero", "--partial", newHomeFeed(id)],
    ],
    { encoding: "utf8", env: { ...process.env, DATABASE_URL: databaseUrl() } },
  );
  expect(run.status, run.stderr).toBe(0);
  const [listing] = await sql<{ property_id: string }>(
    "SELECT property_id FROM listing WHERE source_id = 'e2e-alerts' AND external_id = $1",
    [id],
  );
  const mail = await latestMail(email, /novetat/);
  expect(mail.text).toContain(`/properties/${listing.property_id}`);
  expect(mail.text).toContain("/alerts/unsubscribe");
});
