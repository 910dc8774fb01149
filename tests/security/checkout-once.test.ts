// Finding: two Checkouts opened at once for one key could both be paid, leaving the key
// with two live subscriptions. One Checkout per key at a time: a second request reuses
// the open session (same plan), expires it (other plan), or is refused while one opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { sessionIdOf, startBillingFixture, userWithKey } from "../billing/stripe-fixture";

let fx: Awaited<ReturnType<typeof startBillingFixture>>;
beforeAll(async () => {
  fx = await startBillingFixture();
});
afterAll(async () => fx?.close());

const openFor = (keyId: string) =>
  [...fx.server.sessions.values()].filter((s) => s.metadata.key_id === keyId && s.status === "open");

describe("one Checkout per key", () => {
  it("two requests at once leave one open session", async () => {
    const { user, key } = await userWithKey("twice");
    const results = await Promise.allSettled([
      createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test"),
      createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test"),
    ]);
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    expect(openFor(key.id)).toHaveLength(1);
  });

  it("a second request for the same plan reuses the open session; another plan replaces it", async () => {
    const { user, key } = await userWithKey("again");
    const first = await createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test");
    expect(await createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test")).toBe(first);
    const other = await createCheckoutSession(user, { keyId: key.id, plan: "starter" }, "http://app.test");
    expect(other).not.toBe(first);
    expect(fx.server.sessions.get(sessionIdOf(first))!.status).toBe("expired");
    expect(openFor(key.id)).toHaveLength(1);
  });

  it("no new Checkout once paid", async () => {
    const { user, key } = await userWithKey("paid");
    const url = await createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test");
    await fx.server.completeCheckout(sessionIdOf(url));
    await expect(createCheckoutSession(user, { keyId: key.id, plan: "starter" }, "http://app.test")).rejects.toThrow(
      /already has a subscription|being processed/,
    );
  });
});
