// next-auth's endpoints (sign-in, callbacks, CSRF token, session, sign-out). Magic-link
// requests are limited before next-auth sends the email (lib/auth/magic-link.ts).
import NextAuth from "next-auth";
import { refuseMagicLinkFlood } from "@/lib/auth/magic-link";
import { authOptions } from "@/lib/auth/options";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Built per request so providers follow the environment (OAuth enabled when configured).
async function handler(request: Request, context: Ctx) {
  const refused = await refuseMagicLinkFlood(request, (await context.params).nextauth);
  if (refused) return refused;
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
