// Shared set-up for the billing tests: the local Stripe server, with webhooks delivered to
// the app's real route handler (a Request in, a Response out), and a user with a free key.
import { POST as webhookRoute } from "@/app/api/billing/webhook/route";
import { prisma } from "@/lib/db/client";
import { createApiKey, ensureUser } from "@/lib/auth/api-keys";
import { clearPriceCache } from "@/lib/billing/prices";
import { startStripeServer, type StripeServer } from "../support/stripe-server";

const WEBHOOK_SECRET = "whsec_test_local_secret";

type Held = { payload: string; signature: string; type: string };

export async function startBillingFixture() {
  const held: Held[] = [];
  let holding = false;
  const post = async (payload: string, signature: string | null) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (signature !== null) headers["stripe-signature"] = signature;
    const res = await webhookRoute(
      new Request("http://app.test/api/billing/webhook", { method: "POST", body: payload, headers }),
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const server: StripeServer = await startStripeServer({
    webhookSecret: WEBHOOK_SECRET,
    deliver: async (payload, signature) => {
      if (holding) {
        held.push({ payload, signature, type: JSON.parse(payload).type });
        return 0;
      }
      return (await post(payload, signature)).status;
    },
  });
  Object.assign(process.env, server.env);
  clearPriceCache();
  return {
    server,
    held,
    post,
    hold: (on: boolean) => void (holding = on),
    close: async () => {
      for (const k of Object.keys(server.env)) delete process.env[k];
      await server.close();
    },
  };
}

export async function userWithKey(label: string) {
  const created = await ensureUser(`${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@billing.test`);
  // Checkout needs a confirmed address (lib/billing/checkout.ts).
  const user = await prisma.user.update({ where: { id: created.id }, data: { emailVerified: new Date() } });
  const key = await createApiKey(user.id, { name: label });
  return { user: { ...user, stripeCustomerId: null as string | null }, key };
}

export function keyRow(id: string) {
  return prisma.apiKey.findUniqueOrThrow({ where: { id } });
}

/** The session id a checkout URL of the local server points at. */
export function sessionIdOf(url: string): string {
  return url.split("/checkout/")[1];
}
