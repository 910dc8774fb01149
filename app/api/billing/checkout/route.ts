// POST (form: keyId, plan) → 303 to Stripe Checkout; errors come back to the billing page.
import { currentUser } from "@/lib/auth/session";
import { createCheckoutSession } from "@/lib/billing/checkout";
import { type BillingErrorCode, billingErrorCode } from "@/lib/billing/error-codes";
import { appOrigin, isSameOrigin } from "@/lib/billing/same-origin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

function back(origin: string, error: BillingErrorCode): Response {
  return Response.redirect(`${origin}/account/billing?error=${error}`, 303);
}

export async function POST(request: Request): Promise<Response> {
  const origin = appOrigin(request);
  if (!isSameOrigin(request)) return Response.json({ error: "Cross-site request refused." }, { status: 403 });
  const user = await currentUser();
  if (!user) return Response.redirect(`${origin}/signin?callbackUrl=%2Faccount%2Fbilling`, 303);
  const form = await request.formData();
  try {
    const url = await createCheckoutSession(user, { keyId: form.get("keyId"), plan: form.get("plan") }, origin);
    return Response.redirect(url, 303);
  } catch (err) {
    const code = billingErrorCode(err);
    if (code === "stripe_unreachable") console.error(`[billing] checkout failed: ${(err as Error).message}`);
    return back(origin, code);
  }
}
