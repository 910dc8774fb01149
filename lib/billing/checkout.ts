// Upgrade one API key through Stripe Checkout (subscription mode). The key id travels in
// the session's metadata and in the subscription's metadata: the webhook reads it from
// the subscription, which outlives the session (renewals, cancellations).
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { isEmailVerified } from "@/lib/auth/email-verification";
import { ensureStripeCustomer } from "./customer";
import { CHECKOUT_TTL_MS, claimCheckout, recordCheckout, releaseCheckout } from "./open-checkout";
import { isCheckoutPlan, priceForPlan } from "./prices";
import { getStripe } from "./stripe-client";

const CheckoutInput = z.object({
  keyId: z.uuid("keyId: not a key of this account."),
  plan: z.string().refine(isCheckoutPlan, "plan: choose starter or pro."),
});

export type CheckoutErrorCode =
  "invalid_request" | "key_not_found" | "has_subscription" | "enterprise" | "stripe_unreachable";

export class CheckoutError extends Error {
  constructor(
    message: string,
    readonly code: CheckoutErrorCode = "invalid_request",
  ) {
    super(message);
  }
}

type User = { id: string; email: string | null; name: string | null; stripeCustomerId: string | null };

export async function createCheckoutSession(user: User, input: unknown, origin: string): Promise<string> {
  const parsed = CheckoutInput.safeParse(input);
  if (!parsed.success) throw new CheckoutError(parsed.error.issues[0].message);
  const { keyId, plan } = parsed.data as { keyId: string; plan: "starter" | "pro" };

  // No Stripe customer for an address nobody has proven (pre-account hijacking).
  if (!(await isEmailVerified(user.id))) {
    throw new CheckoutError(
      "Confirm your email address before paying: open the link we emailed you, or send a new one from the keys page.",
    );
  }
  const key = await prisma.apiKey.findFirst({ where: { id: keyId, userId: user.id, revokedAt: null } });
  if (!key) throw new CheckoutError("That key does not exist or has been revoked.", "key_not_found");
  if (key.stripeSubscriptionId && !["canceled", "incomplete_expired"].includes(key.stripeStatus ?? "")) {
    // A key has one subscription; changing plan goes through the customer portal.
    throw new CheckoutError(
      "This key already has a subscription: change or cancel it in the billing portal.",
      "has_subscription",
    );
  }
  if (key.plan === "enterprise") throw new CheckoutError("This key is on the Enterprise plan.", "enterprise");

  const stripe = getStripe();
  const claim = await claimCheckout(key.id, plan, stripe);
  if (claim.kind === "reuse") return claim.url;
  try {
    const price = await priceForPlan(plan, stripe);
    const customer = await ensureStripeCustomer(user, stripe);
    const metadata = { key_id: key.id, key_prefix: key.prefix, user_id: user.id, plan };
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer,
      client_reference_id: key.id,
      line_items: [{ price: price.id, quantity: 1 }],
      metadata,
      subscription_data: { metadata },
      expires_at: Math.floor((Date.now() + CHECKOUT_TTL_MS) / 1000),
      success_url: `${origin}/account/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/account/billing?checkout=cancelled`,
    });
    if (!session.url) throw new CheckoutError("Stripe did not return a checkout page.", "stripe_unreachable");
    await recordCheckout(key.id, claim.token, session.id);
    return session.url;
  } catch (err) {
    await releaseCheckout(key.id, claim.token);
    throw err;
  }
}
