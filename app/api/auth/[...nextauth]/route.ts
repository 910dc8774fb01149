// next-auth's endpoints (sign-in, callbacks, CSRF token, session, sign-out).
import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

type Ctx = { params: Promise<{ nextauth: string[] }> };

// Built per request so providers follow the environment (OAuth enabled when configured).
async function handler(request: Request, context: Ctx) {
  return NextAuth(authOptions())(request, context);
}

export { handler as GET, handler as POST };
