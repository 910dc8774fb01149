// Without Stripe keys nothing breaks: checkout says billing is off, the webhook answers
// 503, and the cross-site/same-site and redirect guards of the billing routes hold.
import { describe, expect, it } from "vitest";
import { POST as webhookRoute } from "@/app/api/billing/webhook/route";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { appOrigin, isSameOrigin } from "@/lib/billing/same-origin";
import { BillingNotConfiguredError, isBillingConfigured } from "@/lib/billing/stripe-client";
import { userWithKey } from "./stripe-fixture";

describe("billing without Stripe keys", () => {
  it("reports billing as off and refuses checkout with a clear error", async () => {
    expect(process.env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(isBillingConfigured()).toBe(false);
    const { user, key } = await userWithKey("unconfigured");
    await expect(createCheckoutSession(user, { keyId: key.id, plan: "pro" }, "http://app.test")).rejects.toThrow(
      BillingNotConfiguredError,
    );
  });

  it("answers 503 on the webhook", async () => {
    const res = await webhookRoute(
      new Request("http://app.test/api/billing/webhook", {
        method: "POST",
        body: "{}",
        headers: { "stripe-signature": "t=1,v1=x" },
      }),
    );
    expect(res.status).toBe(503);
  });
});

describe("billing route guards", () => {
  const req = (headers: Record<string, string>) =>
    new Request("http://internal:3000/api/billing/checkout", { method: "POST", headers });

  it("accepts only same-origin form posts", () => {
    expect(isSameOrigin(req({ host: "llar.test", origin: "http://llar.test" }))).toBe(true);
    expect(isSameOrigin(req({ host: "llar.test", origin: "https://evil.test" }))).toBe(false);
    expect(isSameOrigin(req({ host: "llar.test", origin: "null" }))).toBe(false);
    expect(isSameOrigin(req({ host: "llar.test" }))).toBe(false);
    expect(isSameOrigin(req({ host: "llar.test", "sec-fetch-site": "same-origin" }))).toBe(true);
  });

  it("builds Stripe return URLs from the public origin", () => {
    expect(appOrigin(req({ host: "llar.test", "x-forwarded-proto": "https" }))).toBe("https://llar.test");
    expect(
      appOrigin(req({ "x-forwarded-host": "portal.llar.test", host: "internal:3000", "x-forwarded-proto": "https" })),
    ).toBe("https://portal.llar.test");
  });

  it("only follows same-site callback paths after sign-in", () => {
    expect(safeCallbackUrl("/account/usage")).toBe("/account/usage");
    for (const bad of ["https://evil.test", "//evil.test", "/\\evil.test", undefined, ""])
      expect(safeCallbackUrl(bad)).toBe("/account/keys");
  });
});
