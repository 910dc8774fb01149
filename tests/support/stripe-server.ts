// A local Stripe-compatible HTTP server for tests (Stripe's servers are unreachable here).
// The app talks to it through the real `stripe` SDK (STRIPE_API_HOST/PORT/PROTOCOL); it
// implements the few endpoints billing uses (prices by lookup key, customers, Checkout
// sessions, subscriptions, customer portal sessions), serves a checkout page and a portal
// page a browser can click through, and sends webhook events signed with the SDK's
// `generateTestHeaderString` — to a URL, or to a function in-process tests provide.
//
// Run alone (Playwright's second webServer):
//   STRIPE_SERVER_PORT=12111 STRIPE_WEBHOOK_URL=http://127.0.0.1:3100/api/billing/webhook \
//   STRIPE_WEBHOOK_SECRET=whsec_... npx tsx tests/support/stripe-server.ts
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import Stripe from "stripe";
import { PLANS } from "../../lib/plans";

// Stripe objects as JSON: loosely typed on purpose (the server mimics a few of their fields).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Obj = Record<string, any>;
export type Deliver = (payload: string, signature: string) => Promise<number>;
export type StripeServerOptions = { port?: number; webhookSecret: string; webhookUrl?: string; deliver?: Deliver };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH = 30 * 24 * 3600;

/** Stripe's form encoding (`a[b][0]=x`) back into nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Obj = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]);
      const key = part === "" && Array.isArray(node) ? String(node.length) : part;
      if (last) node[key] = value;
      else node = node[key] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

export async function startStripeServer(opts: StripeServerOptions) {
  const signer = new Stripe("sk_test_local_signer");
  const prices = new Map<string, Obj>();
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const portals = new Map<string, Obj>();
  const events: Obj[] = [];
  const deliveries: { eventId: string; type: string; status: number }[] = [];

  for (const plan of [PLANS.starter, PLANS.pro]) {
    const id = newId("price");
    prices.set(id, {
      id,
      object: "price",
      active: true,
      currency: "eur",
      lookup_key: plan.stripeLookupKey,
      nickname: plan.name,
      unit_amount: plan.priceEurPerMonth * 100,
      recurring: { interval: "month", interval_count: 1 },
      type: "recurring",
    });
  }

  const deliverTo: Deliver | undefined =
    opts.deliver ??
    (opts.webhookUrl
      ? async (payload, signature) =>
          (
            await fetch(opts.webhookUrl!, {
              method: "POST",
              body: payload,
              headers: { "content-type": "application/json", "stripe-signature": signature },
            })
          ).status
      : undefined);

  /** A signed copy of an event, as Stripe would send it. */
  function sign(event: Obj, secret = opts.webhookSecret) {
    const payload = JSON.stringify(event);
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  function makeEvent(type: string, object: Obj): Obj {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: now(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  }

  async function deliver(event: Obj, secret?: string): Promise<number> {
    if (!deliverTo) return 0;
    const { payload, signature } = sign(event, secret);
    const status = await deliverTo(payload, signature);
    deliveries.push({ eventId: event.id, type: event.type, status });
    return status;
  }

  async function emit(type: string, object: Obj) {
    const event = makeEvent(type, object);
    await deliver(event);
    return event;
  }

  function invoiceFor(sub: Obj, status: "paid" | "open", reason: string): Obj {
    const item = sub.items.data[0];
    return {
      id: newId("in"),
      object: "invoice",
      customer: sub.customer,
      status,
      billing_reason: reason,
      amount_due: item.price.unit_amount,
      amount_paid: status === "paid" ? item.price.unit_amount : 0,
      currency: "eur",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    };
  }

  /** The browser "pays": the subscription starts and Stripe's events follow. */
  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== "open") return session;
    const price = prices.get(session.line_items[0].price)!;
    const start = now();
    const sub: Obj = {
      id: newId("sub"),
      object: "subscription",
      customer: session.customer,
      status: "active",
      created: start,
      cancel_at_period_end: false,
      metadata: session.subscription_data?.metadata ?? {},
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: start + MONTH,
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    Object.assign(session, { status: "complete", payment_status: "paid", subscription: sub.id });
    await emit("customer.subscription.created", sub);
    await emit("invoice.paid", invoiceFor(sub, "paid", "subscription_create"));
    await emit("checkout.session.completed", session);
    return session;
  }

  function sub(id: string): Obj {
    const s = subscriptions.get(id);
    if (!s) throw new Error(`no subscription ${id}`);
    return s;
  }

  // Lifecycle moves a test (or the portal page) can trigger; each returns the events sent.
  const lifecycle = {
    async renew(id: string) {
      const s = sub(id);
      const item = s.items.data[0];
      Object.assign(item, {
        current_period_start: item.current_period_end,
        current_period_end: item.current_period_end + MONTH,
      });
      s.status = "active";
      return [
        await emit("invoice.paid", invoiceFor(s, "paid", "subscription_cycle")),
        await emit("customer.subscription.updated", s),
      ];
    },
    async failPayment(id: string) {
      const s = sub(id);
      s.status = "past_due";
      return [
        await emit("invoice.payment_failed", invoiceFor(s, "open", "subscription_cycle")),
        await emit("customer.subscription.updated", s),
      ];
    },
    async markUnpaid(id: string) {
      const s = sub(id);
      s.status = "unpaid";
      return [await emit("customer.subscription.updated", s)];
    },
    async cancel(id: string) {
      const s = sub(id);
      Object.assign(s, { status: "canceled", canceled_at: now(), ended_at: now() });
      return [await emit("customer.subscription.deleted", s)];
    },
    async changePlan(id: string, lookupKey: string) {
      const s = sub(id);
      const price = [...prices.values()].find((p) => p.lookup_key === lookupKey)!;
      s.items.data[0].price = price;
      s.status = "active";
      return [await emit("customer.subscription.updated", s)];
    },
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, { error: { type: "api_error", message: String(err) } }));
  });

  function send(res: ServerResponse, status: number, body: Obj) {
    res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
    res.end(JSON.stringify(body));
  }
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } });
  function html(res: ServerResponse, body: string) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local Stripe</title></head><body><main>${body}</main></body></html>`,
    );
  }
  function redirect(res: ServerResponse, to: string) {
    res.writeHead(303, { location: to });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local");
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = parseStripeForm(Buffer.concat(chunks).toString("utf8"));
    const query = parseStripeForm(url.search.slice(1));
    const path = url.pathname;
    const m = (re: RegExp) => path.match(re);
    let match: RegExpMatchArray | null;

    if (path === "/health") return send(res, 200, { ok: true });
    // Browser pages: the hosted checkout and the customer portal.
    if ((match = m(/^\/checkout\/([\w]+)$/)) && req.method === "GET") {
      const s = sessions.get(match[1]);
      if (!s) return missing(res, "checkout session");
      const price = prices.get(s.line_items[0].price)!;
      return html(
        res,
        `<h1>Subscribe to Llar ${price.nickname}</h1><p>€${price.unit_amount / 100} per month (test mode)</p>
        <form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay and subscribe</button></form>
        <p><a href="${s.cancel_url}">Cancel</a></p>`,
      );
    }
    if ((match = m(/^\/checkout\/([\w]+)\/pay$/)) && req.method === "POST") {
      const s = await completeCheckout(match[1]);
      return redirect(res, s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id));
    }
    if ((match = m(/^\/portal\/([\w]+)$/)) && req.method === "GET") {
      const p = portals.get(match[1]);
      if (!p) return missing(res, "portal session");
      const mine = [...subscriptions.values()].filter((s) => s.customer === p.customer);
      return html(
        res,
        `<h1>Manage your subscriptions</h1><ul>${mine
          .map(
            (s) => `<li>${s.items.data[0].price.nickname} — ${s.status}
        ${s.status === "canceled" ? "" : `<form method="post" action="/portal/${p.id}/cancel/${s.id}"><button type="submit">Cancel subscription</button></form>`}</li>`,
          )
          .join("")}</ul>
        <p><a href="${p.return_url}">Return to Llar</a></p>`,
      );
    }
    if ((match = m(/^\/portal\/([\w]+)\/cancel\/([\w]+)$/)) && req.method === "POST") {
      const p = portals.get(match[1]);
      if (!p || !subscriptions.has(match[2])) return missing(res, "subscription");
      await lifecycle.cancel(match[2]);
      return redirect(res, p.return_url);
    }

    // The API, behind a secret key like Stripe's.
    if (!/^Bearer sk_(test|live)_/.test(req.headers.authorization ?? "")) {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    const base = `http://${req.headers.host}`;
    if (path === "/v1/prices" && req.method === "GET") {
      const keys: string[] | undefined = query.lookup_keys && Object.values(query.lookup_keys);
      const data = [...prices.values()].filter((p) => !keys || keys.includes(p.lookup_key));
      return send(res, 200, { object: "list", data, has_more: false, url: "/v1/prices" });
    }
    if (path === "/v1/customers" && req.method === "POST") {
      const c = {
        id: newId("cus"),
        object: "customer",
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(c.id, c);
      return send(res, 200, c);
    }
    if (path === "/v1/checkout/sessions" && req.method === "POST") {
      const lineItems: Obj[] = Object.values(body.line_items ?? {});
      if (body.mode !== "subscription" || !lineItems[0] || !prices.has(lineItems[0].price)) {
        return send(res, 400, {
          error: { type: "invalid_request_error", message: "line_items[0][price] must be a recurring price" },
        });
      }
      if (body.customer && !customers.has(body.customer)) return missing(res, "customer");
      const id = newId("cs_test");
      const s = {
        id,
        object: "checkout.session",
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        subscription_data: body.subscription_data ?? {},
        line_items: lineItems,
        subscription: null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        url: `${base}/checkout/${id}`,
      };
      sessions.set(id, s);
      return send(res, 200, s);
    }
    if ((match = m(/^\/v1\/checkout\/sessions\/([\w]+)\/expire$/)) && req.method === "POST") {
      const s = sessions.get(match[1]);
      if (!s) return missing(res, "checkout session");
      if (s.status !== "open")
        return send(res, 400, {
          error: { type: "invalid_request_error", message: "Only open sessions can be expired." },
        });
      s.status = "expired";
      return send(res, 200, s);
    }
    if ((match = m(/^\/v1\/checkout\/sessions\/([\w]+)$/))) {
      const s = sessions.get(match[1]);
      return s ? send(res, 200, s) : missing(res, "checkout session");
    }
    if ((match = m(/^\/v1\/subscriptions\/([\w]+)$/))) {
      const s = subscriptions.get(match[1]);
      if (!s) return missing(res, "subscription");
      if (req.method === "DELETE") await lifecycle.cancel(s.id);
      return send(res, 200, s);
    }
    if (path === "/v1/billing_portal/sessions" && req.method === "POST") {
      if (!customers.has(body.customer)) return missing(res, "customer");
      const id = newId("bps");
      const p = {
        id,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
        url: `${base}/portal/${id}`,
      };
      portals.set(id, p);
      return send(res, 200, p);
    }
    return send(res, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` },
    });
  }

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    /** Environment that points the app's Stripe client at this server. */
    env: {
      STRIPE_SECRET_KEY: "sk_test_local",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
      STRIPE_WEBHOOK_SECRET: opts.webhookSecret,
    },
    prices,
    customers,
    sessions,
    subscriptions,
    events,
    deliveries,
    completeCheckout,
    makeEvent,
    sign,
    deliver,
    ...lifecycle,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const srv = await startStripeServer({
    port: Number(process.env.STRIPE_SERVER_PORT ?? 12111),
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_local",
    webhookUrl: process.env.STRIPE_WEBHOOK_URL,
  });
  console.log(`[stripe-server] listening on ${srv.url}, webhooks to ${process.env.STRIPE_WEBHOOK_URL ?? "(none)"}`);
  const stop = () => void srv.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
