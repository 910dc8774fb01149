// Stripe webhook endpoint (lib/billing/webhook.ts does the work). The signature is
// computed over the exact bytes Stripe sent, so the body is read as raw text.
import { handleStripeWebhook } from "@/lib/billing/webhook";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  const raw = await request.text();
  const result = await handleStripeWebhook(raw, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status });
}
