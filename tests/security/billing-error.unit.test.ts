// Finding: the billing page showed its `?error=` text as given, so a crafted link could
// put any words on the account page. Only known codes are shown, each worded by the catalog.
import { describe, expect, it } from "vitest";
import { billingErrorCode, knownBillingErrorCode } from "@/lib/billing/error-codes";
import { CheckoutError } from "@/lib/billing/checkout";
import { BillingNotConfiguredError } from "@/lib/billing/stripe-client";

describe("billing page errors", () => {
  it("shows nothing for text that is not a known code", () => {
    for (const given of [
      "Your account is suspended: call +376 000 000",
      "<b>x</b>",
      "toString",
      "__proto__",
      ["key_not_found"],
      undefined,
    ]) {
      expect(knownBillingErrorCode(given)).toBeUndefined();
    }
  });

  it("keeps a known code, and routes send only codes", () => {
    expect(knownBillingErrorCode("key_not_found")).toBe("key_not_found");
    expect(billingErrorCode(new CheckoutError("anything", "has_subscription"))).toBe("has_subscription");
    expect(billingErrorCode(new BillingNotConfiguredError())).toBe("billing_off");
    expect(billingErrorCode(new Error("socket hang up"))).toBe("stripe_unreachable");
  });
});
