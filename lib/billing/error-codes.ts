// The billing page's `?error=` parameter carries a code from this table, never text:
// the page shows its message for a known code and ignores anything else, so a
// crafted link cannot put words of its choosing on the account page.
import { CheckoutError } from "./checkout";
import { OpenCheckoutError } from "./open-checkout";
import { NoCustomerError } from "./portal";
import { PriceNotFoundError } from "./prices";
import { BillingNotConfiguredError } from "./stripe-client";

// The page words each code in the reader's language (plans.billing.errors.<code> in
// lib/i18n/messages/plans): a code added here without its message fails the type check.
const BILLING_ERROR_CODES = [
  "invalid_request",
  "key_not_found",
  "has_subscription",
  "enterprise",
  "checkout_opening",
  "payment_processing",
  "no_customer",
  "billing_off",
  "price_missing",
  "stripe_unreachable",
] as const;

export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

export function billingErrorCode(err: unknown): BillingErrorCode {
  if (err instanceof CheckoutError || err instanceof OpenCheckoutError) return err.code;
  if (err instanceof NoCustomerError) return "no_customer";
  if (err instanceof BillingNotConfiguredError) return "billing_off";
  if (err instanceof PriceNotFoundError) return "price_missing";
  return "stripe_unreachable";
}

/** A known code, or undefined for anything else (the page then shows nothing). The page
 *  words it in the reader's language (plans.billing.errors in lib/i18n/messages). */
export function knownBillingErrorCode(code: unknown): BillingErrorCode | undefined {
  return BILLING_ERROR_CODES.find((known) => known === code);
}
