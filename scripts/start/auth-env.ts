// next-auth needs a secret to sign session cookies and an origin for its links.
// `npm start` must work with neither set: a random secret is generated once and kept in
// .data/nextauth-secret.txt (git-ignored, beside the demo key) so sessions survive a
// restart. The origin is never taken from a request's Host header (a forged Host would
// put an attacker's address in an emailed sign-in link): without NEXTAUTH_URL or
// PUBLIC_BASE_URL the local demo's own address is used and a warning says so.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config, setEnv } from "@/lib/config";

const SECRET_FILE = path.join(path.dirname(config.LLAR_DATA_DIR), "nextauth-secret.txt");

/** The address the local demo answers on, as a browser on this machine reaches it. */
export function localDemoOrigin(port: number, host: string): string {
  const name =
    host === "0.0.0.0" || host === "::" || host === "" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export function ensureAuthEnv(log: (m: string) => void, port: number, host: string): void {
  if (!config.NEXTAUTH_SECRET) {
    let secret = existsSync(SECRET_FILE) ? readFileSync(SECRET_FILE, "utf8").trim() : "";
    if (!secret) {
      secret = randomBytes(32).toString("base64url");
      mkdirSync(path.dirname(SECRET_FILE), { recursive: true });
      writeFileSync(SECRET_FILE, secret + "\n", { mode: 0o600 });
      log(`Generated a session secret in ${SECRET_FILE} (set NEXTAUTH_SECRET in production)`);
    }
    setEnv("NEXTAUTH_SECRET", secret);
  }
  if (!config.NEXTAUTH_URL && !config.PUBLIC_BASE_URL) {
    setEnv("NEXTAUTH_URL", localDemoOrigin(port, host));
    log(`Local demo: links use ${config.NEXTAUTH_URL} (set PUBLIC_BASE_URL or NEXTAUTH_URL for a public address)`);
  }
  if (!config.STRIPE_SECRET_KEY) log("Billing is off (STRIPE_SECRET_KEY is not set)");
}
