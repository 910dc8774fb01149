// The Stripe webhook: verify the signature over the raw body, ignore event types that do
// not concern plans, apply the rest once (apply-event.ts). Answers: 400 for a bad or
// missing signature (nothing changes), 200 for everything handled or ignored, 503 when
// webhooks are not configured, and 500 for a transient failure so Stripe retries.
import type Stripe from "stripe";
import { applyStripeEvent, type ApplyOutcome } from "./apply-event";
import { RELEVANT_EVENTS } from "./event-subscription";
import { getStripe, isWebhookConfigured } from "./stripe-client";
import { config } from "@/lib/config";

/** Stripe's events are a few kilobytes; the route refuses bodies above this with 413. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export type WebhookResponse = { status: number; body: Record<string, unknown> };

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookResponse> {
  if (!isWebhookConfigured()) {
    return { status: 503, body: { error: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)." } };
  }
  if (!signature) return { status: 400, body: { error: "Missing the Stripe-Signature header." } };
  const stripe = getStripe();
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    return { status: 400, body: { error: "The Stripe signature does not match this payload." } };
  }
  if (!RELEVANT_EVENTS.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } };

  let result: ApplyOutcome;
  try {
    result = await applyStripeEvent(event, stripe);
  } catch (err) {
    console.error(`[billing] webhook ${event.id} (${event.type}) failed: ${(err as Error).message}`);
    return { status: 500, body: { error: "Could not apply the event; Stripe will retry." } };
  }
  return { status: 200, body: { received: true, ...result } };
}
