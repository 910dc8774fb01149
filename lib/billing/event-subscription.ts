// Which subscription (and which key, when the event says so) a Stripe event is about.
// Only these events move a key's plan; every other event type is acknowledged and ignored.
import type Stripe from "stripe";

export const RELEVANT_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
  "invoice.paid",
  "invoice.payment_failed",
]);

type Ref = { subscriptionId: string | null; keyId: string | null };

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

export function subscriptionRef(event: Stripe.Event): Ref {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case "checkout.session.completed": {
      const session = object as unknown as Stripe.Checkout.Session;
      if (session.mode !== "subscription") return { subscriptionId: null, keyId: null };
      return {
        subscriptionId: idOf(session.subscription),
        keyId: session.metadata?.key_id ?? session.client_reference_id ?? null,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = object as unknown as Stripe.Invoice;
      const details = invoice.parent?.subscription_details;
      // Before API version 2025-03-31 the subscription sat on the invoice itself.
      const legacy = (object as { subscription?: string | { id: string } }).subscription;
      return { subscriptionId: idOf(details?.subscription ?? legacy), keyId: details?.metadata?.key_id ?? null };
    }
    default: {
      if (!event.type.startsWith("customer.subscription.")) return { subscriptionId: null, keyId: null };
      const subscription = object as unknown as Stripe.Subscription;
      return { subscriptionId: subscription.id, keyId: subscription.metadata?.key_id ?? null };
    }
  }
}
