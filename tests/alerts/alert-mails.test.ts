// Saved searches end to end on a real database and a real SMTP server: double opt-in,
// an ingest run's new matching home mailed with an unsubscribe link (and RFC 8058
// headers), no resend on a second pass, nothing after unsubscribing, nothing for a home
// that does not match, one mail for a price drop, and the daily rhythm.
import { describe, expect, it } from "vitest";
import { runAlertPass } from "@/lib/alerts/alert-pass";
import { sendDueAlerts } from "@/lib/alerts/send-alerts";
import { confirmSavedSearch, saveSearch, unsubscribeSavedSearch } from "@/lib/alerts/saved-searches";
import { ORIGIN, ingestSnapshot, linkTo, ordinoFlat, setUpAlerts, tokenOf, type AlertEnv } from "./alert-fixtures";

const env: AlertEnv = setUpAlerts();
let band = 0;

/** A price band of its own per test, so one test's homes never match another's search. */
function priceBand() {
  const lo = 300_000 + band++ * 100_000;
  return { lo, hi: lo + 50_000, query: `op=sale&parish=ordino&minPrice=${lo}&maxPrice=${lo + 50_000}` };
}

async function pass(opts: { dailyMs?: number } = {}) {
  await runAlertPass(env.pool, { origin: ORIGIN, ...opts });
  return sendDueAlerts(env.pool);
}

const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@alerts.test`;

/** A signed-in user with a confirmed address: no confirmation mail. */
async function confirmedSearch(label: string, query: string, frequency: "immediate" | "daily" = "immediate") {
  const to = email(label);
  const user = await env.prisma.user.create({ data: { email: to, emailVerified: new Date() } });
  const res = await saveSearch({ email: "", locale: "en", query, frequency, user }, ORIGIN, env.prisma);
  expect(res).toMatchObject({ ok: true, confirmed: true });
  return to;
}

describe("alert mails", () => {
  it("double opt-in, a new home mailed once, then nothing after unsubscribing", async () => {
    const { lo, query } = priceBand();
    const to = email("anon");
    const saved = await saveSearch({ email: to, locale: "ca", query, frequency: "immediate" }, ORIGIN, env.prisma);
    expect(saved).toMatchObject({ ok: true, confirmed: false });
    const confirmation = await env.box.waitFor(to, /Confirmeu/);

    // Unconfirmed: a matching home is not mailed.
    await ingestSnapshot(env, "src-optin", [ordinoFlat("o1", lo + 1000, 1)]);
    await pass();
    expect(env.box.inbox(to)).toHaveLength(1);

    expect(await confirmSavedSearch(tokenOf(linkTo(confirmation.text, "/alerts/confirm")), env.prisma)).toEqual({
      email: to,
    });
    await ingestSnapshot(env, "src-optin", [ordinoFlat("o1", lo + 1000, 1), ordinoFlat("o2", lo + 2000, 2)]);
    expect(await pass()).toBe(1);
    const alert = await env.box.waitFor(to, /novetat/);
    const homeOf = async (externalId: string) =>
      (await env.prisma.listing.findFirstOrThrow({ where: { sourceId: "src-optin", externalId } })).propertyId;
    expect(alert.text).toContain(`${ORIGIN}/properties/${await homeOf("o2")}`);
    // The home from before the confirmation is not news. (Its link, not the bare "o1": a random
    // token or id in the mail can hold those two characters.)
    expect(alert.text).not.toContain(`/properties/${await homeOf("o1")}`);
    const unsubscribe = linkTo(alert.text, "/alerts/unsubscribe");
    expect(alert.headers["list-unsubscribe"]).toBe(`<${unsubscribe.replace("/alerts/", "/api/alerts/")}>`);
    expect(alert.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // A restart runs the pass again: the same window is not mailed twice.
    expect(await pass()).toBe(0);
    expect(env.box.inbox(to)).toHaveLength(2);

    expect(await unsubscribeSavedSearch(tokenOf(unsubscribe), env.prisma)).toEqual({ email: to });
    await ingestSnapshot(env, "src-optin", [
      ordinoFlat("o1", lo + 1000, 1),
      ordinoFlat("o2", lo + 2000, 2),
      ordinoFlat("o3", lo + 3000, 3),
    ]);
    await pass();
    await new Promise((r) => setTimeout(r, 200));
    expect(env.box.inbox(to)).toHaveLength(2);
  });

  it("sends nothing for a home that does not match, one mail for a price drop", async () => {
    const { lo, hi, query } = priceBand();
    await ingestSnapshot(env, "src-drop", [ordinoFlat("d1", lo + 40_000, 11)]);
    const to = await confirmedSearch("drop", query);

    // Above the band: no mail.
    await ingestSnapshot(env, "src-drop", [ordinoFlat("d1", lo + 40_000, 11), ordinoFlat("d2", hi + 20_000, 12)]);
    expect(await pass()).toBe(0);
    expect(env.box.inbox(to)).toHaveLength(0);

    // The home already listed drops its price (still in the band): one mail, marked a drop.
    await ingestSnapshot(env, "src-drop", [ordinoFlat("d1", lo + 30_000, 11), ordinoFlat("d2", hi + 20_000, 12)]);
    expect(await pass()).toBe(1);
    const mail = await env.box.waitFor(to, /1 update/);
    const euros = (n: number) => `€${n.toLocaleString("en")}`;
    expect(mail.text).toContain(`${euros(lo + 30_000)} · Price drop: was ${euros(lo + 40_000)}`);
    // A price rise is not news.
    await ingestSnapshot(env, "src-drop", [ordinoFlat("d1", lo + 35_000, 11), ordinoFlat("d2", hi + 20_000, 12)]);
    expect(await pass()).toBe(0);
    expect(env.box.inbox(to)).toHaveLength(1);
  });

  it("daily searches collect the day's changes into one mail", async () => {
    const { lo, query } = priceBand();
    const to = await confirmedSearch("daily", query, "daily");
    await ingestSnapshot(env, "src-daily", [ordinoFlat("y1", lo + 1000, 21)]);
    await ingestSnapshot(env, "src-daily", [ordinoFlat("y1", lo + 1000, 21), ordinoFlat("y2", lo + 2000, 22)]);
    expect(await pass({ dailyMs: 3_600_000 })).toBe(0); // not a day yet
    expect(await pass({ dailyMs: 0 })).toBe(1); // a day later
    const mail = await env.box.waitFor(to, /2 updates/);
    expect(mail.text.match(/\/properties\//g)).toHaveLength(2);
  });
});
