// The billing page's `?error=` parameter carries a code from this table, never text:
// the page shows the table's message for a known code and ignores anything else, so a
// crafted link cannot put words of its choosing on the account page.
import { CheckoutError } from "./checkout";
import { OpenCheckoutError } from "./open-checkout";
import { NoCustomerError } from "./portal";
import { PriceNotFoundError } from "./prices";
import { BillingNotConfiguredError } from "./stripe-client";

export const BILLING_ERRORS = {
  invalid_request: "Choose one of your keys and the Starter or Pro plan.",
  key_not_found: "That key does not exist or has been revoked.",
  has_subscription: "This key already has a subscription: change or cancel it in the billing portal.",
  enterprise: "This key is on the Enterprise plan.",
  checkout_opening: "A checkout for this key is being opened. Try again in a moment.",
  payment_processing: "This key's payment is being processed: its new plan applies within a minute.",
  no_customer: "There is nothing to manage yet: upgrade a key first.",
  billing_off: "Billing is not configured on this server.",
  price_missing: "This plan cannot be bought right now: its price is missing in Stripe.",
  stripe_unreachable: "Stripe could not be reached. Try again in a moment.",
} as const;

export type BillingErrorCode = keyof typeof BILLING_ERRORS;

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
  return typeof code === "string" && Object.hasOwn(BILLING_ERRORS, code) ? (code as BillingErrorCode) : undefined;
}

/** The English message of a known code; undefined for anything else. */
export function billingErrorMessage(code: unknown): string | undefined {
  const known = knownBillingErrorCode(code);
  return known && BILLING_ERRORS[known];
}
