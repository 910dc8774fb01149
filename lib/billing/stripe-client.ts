// The Stripe client. STRIPE_SECRET_KEY switches billing on; STRIPE_API_HOST/PORT/PROTOCOL
// point the real SDK at another Stripe-compatible server (the tests' local server in
// tests/support/stripe-server.ts). Without a key the portal says billing is not configured.
import Stripe from "stripe";
import { config, type Config } from "@/lib/config";

let cached: { stripe: Stripe; fingerprint: string } | undefined;

export function isBillingConfigured(env: Config = config): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

export function isWebhookConfigured(env: Config = config): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export class BillingNotConfiguredError extends Error {
  constructor() {
    super("Billing is not configured on this server (STRIPE_SECRET_KEY is not set).");
  }
}

/** The configured client; rebuilt if the environment changes (tests switch servers). */
export function getStripe(env: Config = config): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new BillingNotConfiguredError();
  const fingerprint = [key, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join("|");
  if (cached?.fingerprint === fingerprint) return cached.stripe;
  const protocol = env.STRIPE_API_PROTOCOL;
  const stripe = new Stripe(key, {
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(protocol ? { protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: "llar-portal" },
  });
  cached = { stripe, fingerprint };
  return stripe;
}
