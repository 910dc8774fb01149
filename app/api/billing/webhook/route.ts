// Stripe webhook endpoint (lib/billing/webhook.ts does the work). The signature is
// computed over the exact bytes Stripe sent, so the body is read as raw text, at most
// 1 MB: Stripe's events are a few kilobytes, and the body is read before the signature
// can say who sent it.
import { MAX_WEBHOOK_BYTES, handleStripeWebhook } from "@/lib/billing/webhook";
import { BodyTooLargeError, readCappedText } from "@/lib/http/read-capped-text";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  let raw: string;
  try {
    raw = await readCappedText(request, MAX_WEBHOOK_BYTES);
  } catch (err) {
    if (err instanceof BodyTooLargeError) return Response.json({ error: err.message }, { status: 413 });
    throw err;
  }
  const result = await handleStripeWebhook(raw, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status });
}
