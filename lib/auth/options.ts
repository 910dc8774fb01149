// next-auth (v4) configuration for the App Router. JWT sessions, because the Credentials
// provider cannot create database sessions; the Prisma adapter still stores users, OAuth
// accounts and magic-link tokens. The session slides daily, for at most 30 days after its
// sign-in; sign-out ends it server-side (lib/auth/session-lifetime.ts). Each token also
// carries the user's session version (`sv`), so bumping it ends every session at once
// (lib/auth/active-user.ts).
import type { NextAuthOptions } from "next-auth";
import type { Adapter, AdapterAccount } from "next-auth/adapters";
import { PrismaAdapter } from "@auth/prisma-adapter";
import { prisma } from "@/lib/db/client";
import { sessionVersionOf } from "./active-user";
import { normalEmail } from "./email";
import { claimAddressByMagicLink } from "./magic-link";
import { buildProviders } from "./providers";
import { SESSION_ABSOLUTE_SECONDS, assertSessionLive, newSessionClaims, revokeSession } from "./session-lifetime";
import { config } from "@/lib/config";

// OAuth providers return extra token fields (GitHub's refresh_token_expires_in...) that
// the accounts table has no column for: keep only the columns it has.
const ACCOUNT_COLUMNS = [
  "userId",
  "type",
  "provider",
  "providerAccountId",
  "refresh_token",
  "access_token",
  "expires_at",
  "token_type",
  "scope",
  "id_token",
  "session_state",
] as const;

function buildAdapter(): Adapter {
  // The adapter is typed against @prisma/client; ours is the generated client (same API).
  const base = PrismaAdapter(prisma as never) as unknown as Adapter;
  return {
    ...base,
    // An OAuth provider's address is stored and looked up in our one spelling (lib/auth/email.ts).
    createUser: (user: Parameters<NonNullable<Adapter["createUser"]>>[0]) =>
      base.createUser!({ ...user, email: normalEmail(user.email) }),
    getUserByEmail: (email) => base.getUserByEmail!(normalEmail(email)),
    linkAccount: async (account: AdapterAccount) => {
      const data = Object.fromEntries(
        ACCOUNT_COLUMNS.filter((c) => account[c] !== undefined).map((c) => [c, account[c]]),
      );
      await prisma.account.create({ data: data as never });
    },
  };
}

export function authOptions(): NextAuthOptions {
  return {
    adapter: buildAdapter(),
    providers: buildProviders(),
    secret: config.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_SECONDS, updateAge: 24 * 60 * 60 },
    pages: { signIn: "/signin", verifyRequest: "/signin?check=email", error: "/signin" },
    callbacks: {
      async signIn({ account, email }) {
        // The link was opened (not merely requested): the address is proven, so a
        // password nobody verified must stop working (lib/auth/magic-link.ts).
        if (account?.type === "email" && !email?.verificationRequest)
          await claimAddressByMagicLink(account.providerAccountId);
        return true;
      },
      async jwt({ token, user }) {
        if (user) {
          token.uid = user.id;
          token.role = (user as { role?: string }).role ?? "user";
          token.sv = await sessionVersionOf(user.id);
          Object.assign(token, newSessionClaims());
        } else {
          // Throwing here makes next-auth answer "no session" and drop the cookie.
          await assertSessionLive(token);
        }
        return token;
      },
      async session({ session, token }) {
        if (session.user) {
          session.user.id = String(token.uid ?? token.sub ?? "");
          session.user.role = String(token.role ?? "user");
          session.user.sv = typeof token.sv === "number" ? token.sv : 0;
        }
        return session;
      },
    },
    events: {
      async signOut({ token }) {
        await revokeSession(token);
      },
      async signIn({ user, account }) {
        // GitHub and Google only hand over addresses they have verified.
        if (account?.type === "oauth" && user.id) {
          await prisma.user.updateMany({
            where: { id: user.id, emailVerified: null },
            data: { emailVerified: new Date() },
          });
        }
      },
    },
  };
}
