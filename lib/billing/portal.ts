// The Stripe customer portal: payment method, invoices, plan change and cancellation.
// Changes made there come back as customer.subscription.* webhooks.
import { getStripe } from "./stripe-client";

export class NoCustomerError extends Error {
  constructor() {
    super("You have no subscription yet: upgrade a key first.");
  }
}

export async function createPortalSession(user: { stripeCustomerId: string | null }, origin: string): Promise<string> {
  if (!user.stripeCustomerId) throw new NoCustomerError();
  const session = await getStripe().billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: `${origin}/account/billing`,
  });
  return session.url;
}
