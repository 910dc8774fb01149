// Magic-link requests (next-auth's POST /api/auth/signin/email) each send an email: they
// are limited per recipient and per client address (lib/auth/rate-limit.ts) before
// next-auth sees them. A refusal answers the way next-auth answers an error, so its
// client (`signIn("email", { redirect: false })`) reports `error: "EmailRateLimit"`.
import { clientAddress } from "@/lib/http/client-address";
import { publicOrigin } from "@/lib/http/public-origin";
import { hitEmailRequest } from "./rate-limit";

const EMAIL_RATE_LIMIT = "EmailRateLimit";

/** A refusal when `request` asks for a magic link beyond the limits, else null. */
export async function refuseMagicLinkFlood(request: Request): Promise<Response | null> {
  if (request.method !== "POST" || !new URL(request.url).pathname.endsWith("/signin/email")) return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const email = String(form?.get("email") ?? "")
    .trim()
    .toLowerCase();
  if (!email) return null; // next-auth answers a missing address itself
  const wait = await hitEmailRequest(email, clientAddress(request.headers));
  if (wait === 0) return null;
  const url = `${publicOrigin(request.headers, new URL(request.url).origin)}/signin?error=${EMAIL_RATE_LIMIT}`;
  const headers = { "Retry-After": String(wait) };
  if (form?.get("json") === "true") return Response.json({ url }, { status: 429, headers });
  return new Response(null, { status: 303, headers: { ...headers, Location: url } });
}
