// Billing against the local Stripe-compatible server: the app's checkout code and webhook
// route with the real `stripe` SDK; only Stripe's network end is simulated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { keyRow, sessionIdOf, startBillingFixture, userWithKey } from "./stripe-fixture";

let fx: Awaited<ReturnType<typeof startBillingFixture>>;
beforeAll(async () => {
  fx = await startBillingFixture();
});
afterAll(async () => fx?.close());

async function upgrade(label: string, plan: "starter" | "pro" = "pro") {
  const { user, key } = await userWithKey(label);
  const url = await createCheckoutSession(user, { keyId: key.id, plan }, "http://app.test");
  const session = await fx.server.completeCheckout(sessionIdOf(url));
  return { user, key, session, subscriptionId: session.subscription as string };
}

const eventCount = () => prisma.stripeEvent.count();

describe("Stripe billing", () => {
  it("upgrades a key through Checkout: lookup-key price, key id in session and subscription metadata", async () => {
    const { key, session, subscriptionId } = await upgrade("upgrade");
    expect(session.metadata.key_id).toBe(key.id);
    expect(fx.server.subscriptions.get(subscriptionId)!.metadata.key_id).toBe(key.id);
    expect(session.line_items[0].price).toBe(
      [...fx.server.prices.values()].find((p) => p.lookup_key === "llar_pro_monthly")!.id,
    );
    const row = await keyRow(key.id);
    expect(row).toMatchObject({ plan: "pro", stripeSubscriptionId: subscriptionId, stripeStatus: "active" });
    expect(fx.server.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
  });

  it("keeps the plan on renewal", async () => {
    const { key, subscriptionId } = await upgrade("renewal", "starter");
    const before = await eventCount();
    await fx.server.renew(subscriptionId);
    expect(await eventCount()).toBe(before + 2);
    expect(await keyRow(key.id)).toMatchObject({ plan: "starter", stripeStatus: "active" });
  });

  it("moves the key to free on cancellation", async () => {
    const { key, subscriptionId } = await upgrade("cancel");
    await fx.server.cancel(subscriptionId);
    expect(await keyRow(key.id)).toMatchObject({ plan: "free", stripeStatus: "canceled" });
  });

  it("keeps the plan while a failed payment is retried, then drops to free when unpaid", async () => {
    const { key, subscriptionId } = await upgrade("payment-failure");
    await fx.server.failPayment(subscriptionId);
    expect(await keyRow(key.id)).toMatchObject({ plan: "pro", stripeStatus: "past_due" });
    await fx.server.markUnpaid(subscriptionId);
    expect(await keyRow(key.id)).toMatchObject({ plan: "free", stripeStatus: "unpaid" });
  });

  it("changes nothing when an event is replayed", async () => {
    const { key } = await upgrade("replay");
    const completed = fx.server.events.findLast((e) => e.type === "checkout.session.completed")!;
    // Support grants starter by hand; a replayed completion must not re-apply pro.
    await prisma.apiKey.update({ where: { id: key.id }, data: { plan: "starter" } });
    const before = await eventCount();
    const { payload, signature } = fx.server.sign(completed);
    const res = await fx.post(payload, signature);
    expect(res).toMatchObject({ status: 200, body: { outcome: "duplicate" } });
    expect(await eventCount()).toBe(before);
    expect((await keyRow(key.id)).plan).toBe("starter");
  });

  it("applies the subscription's current state whatever order events arrive in", async () => {
    const { user, key } = await userWithKey("out-of-order");
    fx.hold(true);
    const url = await createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test");
    const session = await fx.server.completeCheckout(sessionIdOf(url));
    await fx.server.cancel(session.subscription);
    fx.hold(false);
    const [created, paid, completed, deleted] = fx.held.splice(0);
    expect([created.type, paid.type, completed.type, deleted.type]).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
      "customer.subscription.deleted",
    ]);
    // The deletion arrives first, then the stale "created" (whose payload says active).
    expect((await fx.post(deleted.payload, deleted.signature)).status).toBe(200);
    expect((await keyRow(key.id)).plan).toBe("free");
    for (const e of [created, completed, paid]) {
      expect((await fx.post(e.payload, e.signature)).status).toBe(200);
      expect(await keyRow(key.id), `after a late ${e.type}`).toMatchObject({ plan: "free", stripeStatus: "canceled" });
    }
  });

  it("rejects a bad, foreign or missing signature with 400 and changes nothing", async () => {
    const { key, subscriptionId } = await upgrade("bad-signature");
    fx.hold(true);
    await fx.server.cancel(subscriptionId);
    fx.hold(false);
    const deleted = fx.held.splice(0)[0];
    const before = await eventCount();
    const foreign = fx.server.sign(JSON.parse(deleted.payload), "whsec_someone_else");
    const tampered = deleted.payload.replace('"canceled"', '"active"');
    expect((await fx.post(foreign.payload, foreign.signature)).status).toBe(400);
    expect((await fx.post(tampered, deleted.signature)).status).toBe(400);
    expect((await fx.post(deleted.payload, null)).status).toBe(400);
    expect((await fx.post(deleted.payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await keyRow(key.id)).plan).toBe("pro");
    // The genuine delivery still works afterwards.
    expect((await fx.post(deleted.payload, deleted.signature)).status).toBe(200);
    expect((await keyRow(key.id)).plan).toBe("free");
  });

  it("acknowledges and ignores events that do not concern plans", async () => {
    const before = await eventCount();
    const event = fx.server.makeEvent("customer.created", { id: "cus_x", object: "customer" });
    const { payload, signature } = fx.server.sign(event);
    expect(await fx.post(payload, signature)).toMatchObject({ status: 200, body: { ignored: "customer.created" } });
    expect(await eventCount()).toBe(before);
  });

  it("refuses a second checkout for a key that already has a live subscription", async () => {
    const { user, key } = await upgrade("second-checkout");
    const fresh = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    await expect(createCheckoutSession(fresh, { keyId: key.id, plan: "starter" }, "http://app.test")).rejects.toThrow(
      /billing portal/,
    );
    await expect(createCheckoutSession(fresh, { keyId: key.id, plan: "gold" }, "http://app.test")).rejects.toThrow(
      /starter or pro/,
    );
  });
});
