// Webhooks in the portal, against the app as `npm start` runs it (with its webhook
// worker): add an endpoint to a Starter key, see the secret once, receive a change the
// worker delivers and a test event, both verifying with that secret; the delivery log,
// resend and remove. The receiver is a real HTTP server in this process.
import { expect, test } from "./test";
import { sql } from "./test-db";
import { verifyWebhook } from "@llar/client";

/** The event, once the typed client's verifyWebhook accepts its signature. */
function verified(body: string, signature: string, secret: string): { type: string } {
  expect(verifyWebhook(body, signature, secret)).toMatchObject({ ok: true });
  return JSON.parse(body) as { type: string };
}
import { startReceiver } from "../tests/webhooks/receiver";
import { createKey, seriousViolations, signInAsNewUser } from "./portal-helpers";

// The portal follows the browser's language (Accept-Language); these journeys are written
// against its English text (e2e/i18n-untranslated.spec.ts covers the other languages).
test.use({ locale: "en-GB" });

test("add an endpoint, receive a change and a test event, resend, remove", async ({ page }) => {
  const rx = await startReceiver();
  try {
    await signInAsNewUser(page, "webhooks");
    const key = await createKey(page, "Hooks app");
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByText(/Webhooks come with the Starter plan/)).toBeVisible();

    await sql("UPDATE api_key SET plan = 'starter' WHERE hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [key]);
    await page.reload();
    await page.getByLabel("Endpoint URL").fill("http://example.com/hook");
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.getByText("The URL must use https")).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(rx.url);
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const secret = (await page.getByTestId("webhook-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);
    expect(await seriousViolations(page)).toEqual([]);

    // A change, as ingestion makes it: a fresh change-clock stamp on one property.
    await sql(`WITH c AS (UPDATE change_clock SET ts = GREATEST(clock_timestamp(), ts + interval '1 microsecond') RETURNING ts)
      UPDATE property SET updated_at = (SELECT ts FROM c) WHERE id = (SELECT id FROM property ORDER BY updated_at DESC LIMIT 1)`);
    await expect.poll(() => rx.received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const change = verified(rx.received[0].body, rx.received[0].signature, secret);
    expect(change.type).toBe("property.updated");

    await page.getByRole("link", { name: rx.url }).click();
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByText(/Test event delivered: HTTP 200/)).toBeVisible();
    const test = rx.received.at(-1)!;
    expect(verified(test.body, test.signature, secret).type).toBe("webhook.test");
    await expect(page.getByTestId("delivery-row")).toHaveCount(2);
    expect(await seriousViolations(page)).toEqual([]);

    const count = rx.received.length;
    await page
      .getByTestId("delivery-row")
      .last()
      .getByRole("button", { name: /Resend/ })
      .click();
    await expect(page.getByText(/Delivered \(HTTP 200\)/)).toBeVisible();
    expect(rx.received).toHaveLength(count + 1);
    expect(rx.received.at(-1)!.eventId).toBe(rx.received[0].eventId);

    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByRole("button", { name: "Remove endpoint" }).click();
    await expect(page).toHaveURL(/\/account\/webhooks$/);
    await expect(page.getByText("No endpoints yet.")).toBeVisible();

    await page.goto("/docs/guides/webhooks");
    await expect(page.getByRole("heading", { name: "Verify the signature" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await rx.close();
  }
});
