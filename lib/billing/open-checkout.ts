// One Checkout per key at a time: two Checkouts opened together (two tabs, a double
// click) could each be paid and leave one key with two live subscriptions. The key row
// holds the open session's id (api_key.checkout_session_id): opening a Checkout first
// claims the row with a compare-and-set, so of two concurrent requests one wins and the
// other is told to wait. A session still open for the same plan is reused; one for the
// other plan is expired first; a completed one whose webhook has not arrived yet refuses.
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";

export class OpenCheckoutError extends Error {
  constructor(
    message: string,
    readonly code: "checkout_opening" | "payment_processing" = "checkout_opening",
  ) {
    super(message);
  }
}

/** How long a Checkout stays payable (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_TTL_MS = 60 * 60_000;
/** A claim left by a request that died between claiming and recording its session. */
const CLAIM_TTL_MS = 60_000;
const PENDING = "pending:";

export type Claim = { kind: "claimed"; token: string } | { kind: "reuse"; url: string };

export async function claimCheckout(keyId: string, plan: string, stripe: Stripe): Promise<Claim> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const key = await prisma.apiKey.findUniqueOrThrow({
      where: { id: keyId },
      select: { checkoutSessionId: true, checkoutStartedAt: true, stripeSubscriptionId: true },
    });
    const current = key.checkoutSessionId;
    const age = Date.now() - (key.checkoutStartedAt?.getTime() ?? 0);
    if (current?.startsWith(PENDING) && age < CLAIM_TTL_MS) {
      throw new OpenCheckoutError("A checkout for this key is being opened. Try again in a moment.");
    }
    if (current && !current.startsWith(PENDING) && age < CHECKOUT_TTL_MS) {
      const session = await stripe.checkout.sessions.retrieve(current);
      if (session.status === "open" && session.metadata?.plan === plan && session.url)
        return { kind: "reuse", url: session.url };
      const subscription = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      // Complete, and its subscription not yet on the key: the webhook is on its way.
      if (session.status === "complete" && subscription !== key.stripeSubscriptionId) {
        throw new OpenCheckoutError(
          "This key's payment is being processed: its new plan applies within a minute.",
          "payment_processing",
        );
      }
      if (session.status === "open") await stripe.checkout.sessions.expire(current);
    }
    const token = `${PENDING}${randomUUID()}`;
    const won = await prisma.apiKey.updateMany({
      where: { id: keyId, checkoutSessionId: current },
      data: { checkoutSessionId: token, checkoutStartedAt: new Date() },
    });
    if (won.count === 1) return { kind: "claimed", token };
  }
  throw new OpenCheckoutError("A checkout for this key is being opened. Try again in a moment.");
}

/** Replaces the claim with the session Stripe opened. */
export async function recordCheckout(keyId: string, token: string, sessionId: string): Promise<void> {
  await prisma.apiKey.updateMany({
    where: { id: keyId, checkoutSessionId: token },
    data: { checkoutSessionId: sessionId },
  });
}

/** Gives the claim up (Stripe refused or could not be reached). */
export async function releaseCheckout(keyId: string, token: string): Promise<void> {
  await prisma.apiKey.updateMany({
    where: { id: keyId, checkoutSessionId: token },
    data: { checkoutSessionId: null, checkoutStartedAt: null },
  });
}
