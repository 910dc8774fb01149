// The sign-in methods. Email + password is always on; GitHub, Google and email magic links
// are switched on only when their environment variables are set, so a fresh clone works
// with no configuration and the sign-in page only offers what can actually work.
import type { Provider } from "next-auth/providers/index";
import CredentialsProvider from "next-auth/providers/credentials";
import EmailProvider from "next-auth/providers/email";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { authorizeWithPassword } from "./authorize";
import { magicLinkIdentifier } from "./email";
import { sendMagicLink } from "./magic-link";
import { config, type Config } from "@/lib/config";

/** A magic link works for 10 minutes (ASVS 2.7.2: out-of-band codes are short-lived). */
const MAGIC_LINK_MAX_AGE_SECONDS = 10 * 60;

export type OAuthChoice = { id: "github" | "google" | "email"; name: string };

/** Which optional methods are configured (read at request time, never cached). */
export function enabledSignInMethods(env: Config = config): OAuthChoice[] {
  const out: OAuthChoice[] = [];
  if (env.GITHUB_ID && env.GITHUB_SECRET) out.push({ id: "github", name: "GitHub" });
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) out.push({ id: "google", name: "Google" });
  if (env.EMAIL_SERVER && env.EMAIL_FROM) out.push({ id: "email", name: "Email link" });
  return out;
}

export function buildProviders(env: Config = config): Provider[] {
  const providers: Provider[] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      authorize: (credentials, req) => authorizeWithPassword(credentials, req.headers ?? {}),
    }),
  ];
  for (const method of enabledSignInMethods(env)) {
    if (method.id === "github") {
      providers.push(GitHubProvider({ clientId: env.GITHUB_ID!, clientSecret: env.GITHUB_SECRET! }));
    } else if (method.id === "google") {
      providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! }));
    } else {
      // Our own mail (lib/auth/magic-link.ts): next-auth's template is English only.
      providers.push(
        EmailProvider({
          server: env.EMAIL_SERVER,
          from: env.EMAIL_FROM,
          maxAge: MAGIC_LINK_MAX_AGE_SECONDS,
          normalizeIdentifier: magicLinkIdentifier,
          sendVerificationRequest: sendMagicLink,
        }),
      );
    }
  }
  return providers;
}
