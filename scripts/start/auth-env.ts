// next-auth needs a secret to sign session cookies and an origin for its callback URLs.
// `npm start` must work with neither set: a random secret is generated once and kept in
// .data/nextauth-secret.txt (git-ignored, beside the demo key) so sessions survive a
// restart; without NEXTAUTH_URL the origin is taken from the request's Host header.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = path.join(path.dirname(process.env.LLAR_DATA_DIR ?? path.join(".data", "pglite")), "nextauth-secret.txt");

export function ensureAuthEnv(log: (m: string) => void): void {
  if (!process.env.NEXTAUTH_SECRET) {
    let secret = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, "utf8").trim() : "";
    if (!secret) {
      secret = randomBytes(32).toString("base64url");
      mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
      writeFileSync(SECRET_FILE, secret + "\n", { mode: 0o600 });
      log(`Generated a session secret in ${SECRET_FILE} (set NEXTAUTH_SECRET in production)`);
    }
    process.env.NEXTAUTH_SECRET = secret;
  }
  if (!process.env.NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
  if (!process.env.STRIPE_SECRET_KEY) log("Billing is off (STRIPE_SECRET_KEY is not set)");
}
