// Magic-link requests (next-auth's POST /api/auth/signin/email) each send an email: they
// are limited per recipient and per client address (lib/auth/rate-limit.ts) before
// next-auth sees them. The limiter reads what next-auth reads: the route's decoded
// segments (so /signin/%65mail is the email route too) and the address after the
// provider's own normalisation (lib/auth/email.ts). A refusal answers the way next-auth
// answers an error, so its client (`signIn("email", { redirect: false })`) reports
// `error: "EmailRateLimit"`.
import { clientAddress } from "@/lib/http/client-address";
import { publicOrigin } from "@/lib/http/public-origin";
import { bareEmail } from "./email";
import { hitEmailRequest } from "./rate-limit";

const EMAIL_RATE_LIMIT = "EmailRateLimit";

/** A refusal when `request` asks for a magic link beyond the limits, else null. `segments`: the route's [...nextauth]. */
export async function refuseMagicLinkFlood(request: Request, segments: string[]): Promise<Response | null> {
  if (request.method !== "POST" || segments[0] !== "signin" || segments[1] !== "email") return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const email = bareEmail(String(form?.get("email") ?? ""));
  if (!email) return null; // next-auth refuses a missing or malformed address itself, sending nothing
  const wait = await hitEmailRequest(email, clientAddress(request.headers));
  if (wait === 0) return null;
  const url = `${publicOrigin(request.headers, new URL(request.url).origin)}/signin?error=${EMAIL_RATE_LIMIT}`;
  const headers = { "Retry-After": String(wait) };
  if (form?.get("json") === "true") return Response.json({ url }, { status: 429, headers });
  return new Response(null, { status: 303, headers: { ...headers, Location: url } });
}
