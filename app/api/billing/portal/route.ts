// POST → 303 to the Stripe customer portal (manage payment, change or cancel).
import { currentUser } from "@/lib/auth/session";
import { NoCustomerError, createPortalSession } from "@/lib/billing/portal";
import { appOrigin, isSameOrigin } from "@/lib/billing/same-origin";
import { BillingNotConfiguredError } from "@/lib/billing/stripe-client";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const origin = appOrigin(request);
  if (!isSameOrigin(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const user = await currentUser();
  if (!user) return Response.redirect(`${origin}/signin?callbackUrl=%2Faccount%2Fbilling`, 303);
  try {
    return Response.redirect(await createPortalSession(user, origin), 303);
  } catch (err) {
    const known = err instanceof NoCustomerError || err instanceof BillingNotConfiguredError;
    if (!known) console.error(`[billing] portal failed: ${(err as Error).message}`);
    const message = known ? (err as Error).message : "Stripe could not be reached. Try again in a moment.";
    return Response.redirect(`${origin}/account/billing?error=${encodeURIComponent(message)}`, 303);
  }
}
