// POST → 303 to the Stripe customer portal (manage payment, change or cancel).
import { currentUser } from "@/lib/auth/session";
import { billingErrorCode } from "@/lib/billing/error-codes";
import { createPortalSession } from "@/lib/billing/portal";
import { appOrigin, isSameOrigin } from "@/lib/billing/same-origin";

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
    const code = billingErrorCode(err);
    if (code === "stripe_unreachable") console.error(`[billing] portal failed: ${(err as Error).message}`);
    return Response.redirect(`${origin}/account/billing?error=${code}`, 303);
  }
}
