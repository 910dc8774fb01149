// Signed links of the alert mails: "<saved search id>_<HMAC>" for one purpose each, so a
// link confirms or unsubscribes exactly one saved search and cannot be forged or
// switched to another search. No database row per token: an unsubscribe link must keep
// working in every mail ever sent. The key is NEXTAUTH_SECRET (npm start generates one).
import { createHmac, timingSafeEqual } from "node:crypto";
import { config, type Config } from "@/lib/config";

export type AlertTokenPurpose = "confirm" | "unsubscribe";

function secret(env: Config): string {
  const s = env.NEXTAUTH_SECRET;
  if (s) return s;
  if (env.NODE_ENV === "production") throw new Error("NEXTAUTH_SECRET is required to sign alert links.");
  return "llar-development-alert-links"; // development and tests only
}

function mac(purpose: AlertTokenPurpose, id: string, env: Config): string {
  return createHmac("sha256", secret(env)).update(`alert:${purpose}:${id}`).digest("base64url");
}

function signAlertToken(purpose: AlertTokenPurpose, id: string, env: Config = config): string {
  return `${id}_${mac(purpose, id, env)}`;
}

/** The saved search id the token was signed for, or null for anything else. */
export function verifyAlertToken(
  purpose: AlertTokenPurpose,
  token: string | null | undefined,
  env: Config = config,
): string | null {
  if (!token || token.length > 200) return null;
  // "_" rather than ".": link finders (and people) end a URL at a full stop.
  const dot = token.indexOf("_");
  const id = token.slice(0, dot);
  if (dot < 0 || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(purpose, id, env));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** Absolute link of a confirm or unsubscribe page on the public origin. */
export function alertLink(origin: string, purpose: AlertTokenPurpose, id: string): string {
  return `${origin}/alerts/${purpose}?token=${encodeURIComponent(signAlertToken(purpose, id))}`;
}
