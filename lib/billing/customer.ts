// One Stripe customer per Llar user, created on the first checkout and remembered in
// users.stripe_customer_id so the customer portal shows every subscription of the user.
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import { getStripe } from "./stripe-client";

export async function ensureStripeCustomer(
  user: { id: string; email: string | null; name: string | null; stripeCustomerId: string | null },
  stripe: Stripe = getStripe(),
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, name: user.name ?? undefined, metadata: { user_id: user.id } },
    // A double click must not create two customers.
    { idempotencyKey: `llar-customer-${user.id}` },
  );
  // Another request may have won the race: keep whichever id was stored first.
  const updated = await prisma.user.updateMany({
    where: { id: user.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  if (updated.count === 1) return customer.id;
  const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return row.stripeCustomerId!;
}
