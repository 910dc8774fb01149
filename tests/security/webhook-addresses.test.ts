// Finding 1 of the second hardening review: webhook endpoints could point into our own
// network, the delivery error told a port scanner what it wanted, and test / resend
// claimed an event without checking its key, plan or endpoint. Registration and delivery
// now share the address check of lib/http/public-address.ts.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { getPool, prisma } from "@/lib/db/client";
import { createEndpoint } from "@/lib/webhooks/endpoints";
import { parseEndpointInput } from "@/lib/webhooks/endpoint-input";
import { localEndpointsAllowed, urlProblem } from "@/lib/webhooks/endpoint-url";
import { resendEvent, sendTestEvent } from "@/lib/webhooks/manual";
import { claimById } from "@/lib/webhooks/queue";
import { deliveryError, sendEvent } from "@/lib/webhooks/send";
import { createKey, seedProperty } from "../support/api-fixtures";
import { startReceiver } from "../webhooks/receiver";
import { parseConfig } from "@/lib/config";

/** The internal URLs the review registered with the production settings (12 of 14 were accepted). */
const INTERNAL_URLS = [
  "https://127.0.0.2/",
  "https://0.0.0.0/",
  "https://[::ffff:127.0.0.1]:3999/",
  "https://[::]/",
  "https://localhost./",
  "https://10.0.0.5/",
  "https://192.168.1.1/",
  "https://172.16.0.1/",
  "https://169.254.169.254/",
  "https://[fd00::1]/",
  "https://[fe80::1]/",
  "https://100.64.0.1/",
  "https://localhost/",
  "https://127.0.0.1/",
];

const saved = { ...process.env };
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
  process.env = { ...saved };
});
afterAll(() => prisma.$disconnect());

describe("webhook URLs at registration", () => {
  it.each(INTERNAL_URLS)("a deployed server refuses %s", (url) => {
    expect(urlProblem(url, false)).not.toBeNull();
    Object.assign(process.env, { NODE_ENV: "production" });
    process.env.PUBLIC_BASE_URL = "https://llar.example";
    delete process.env.WEBHOOKS_ALLOW_LOCALHOST;
    expect(() => parseEndpointInput({ url })).toThrow(); // the portal's and the CLI's schema
  });

  it("accepts http to exactly the loopback names on a local demo, and nowhere else", () => {
    const laptop = { NODE_ENV: "production", NEXTAUTH_URL: "http://localhost:3100" }; // what npm start sets
    expect(localEndpointsAllowed(parseConfig(laptop))).toBe(true);
    expect(
      localEndpointsAllowed(parseConfig({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://llar.example" })),
    ).toBe(false);
    expect(localEndpointsAllowed(parseConfig({ NODE_ENV: "production" }))).toBe(false);
    expect(localEndpointsAllowed(parseConfig({ NODE_ENV: "production", NEXTAUTH_URL: "https://llar.example" }))).toBe(
      false,
    );
    for (const ok of ["http://127.0.0.1:4000/hook", "http://localhost:4000/hook", "http://[::1]:4000/hook"])
      expect(urlProblem(ok, true)).toBeNull();
    for (const bad of ["https://127.0.0.2/", "https://localhost./", "https://[::ffff:127.0.0.1]/", "http://10.0.0.5/"])
      expect(urlProblem(bad, true)).not.toBeNull();
    expect(urlProblem("http://example.com/hook", true)).toEqual({ code: "urlHttpsOrLocal" });
  });
});

describe("webhook delivery", () => {
  it("never connects to a non-public address, even for an endpoint stored before the check", async () => {
    const rx = await startReceiver();
    cleanups.push(() => rx.close());
    process.env.WEBHOOKS_ALLOW_LOCALHOST = "off";
    const result = await sendEvent(rx.url, "whsec_x", "{}", "evt_1", "webhook.test", 2000);
    expect(result).toMatchObject({ ok: false, status: null, error: "deliveryNotPublic" });
    const byName = await sendEvent(rx.url.replace("127.0.0.1", "localhost"), "whsec_x", "{}", "evt_2", "t", 2000);
    expect(byName.error).toBe("deliveryNotPublic");
    expect(rx.received).toHaveLength(0);
  });

  it("reports what a customer can act on, not the socket's detail", () => {
    const err = (code: string, message = code) => Object.assign(new Error(message), { code });
    expect(deliveryError(err("ECONNREFUSED"))).toBe("deliveryRefused");
    expect(deliveryError(err("ERR_SSL_WRONG_VERSION_NUMBER"))).toBe("deliveryTls");
    expect(deliveryError(err("DEPTH_ZERO_SELF_SIGNED_CERT"))).toBe("deliveryTls");
    expect(deliveryError(err("ENOTFOUND"))).toBe("deliveryNoHost");
    expect(deliveryError(err("blocked_address"))).toBe("deliveryNotPublic");
    expect(deliveryError(err("EWHATEVER", "connect EWHATEVER 10.0.0.5:22"))).toBe("deliveryFailed");
  });
});

describe("test events and resends", { timeout: 60_000 }, () => {
  async function makeEndpoint() {
    const rx = await startReceiver();
    cleanups.push(() => rx.close());
    const key = await createKey("starter");
    const { endpoint } = await createEndpoint(key.id, { url: rx.url });
    cleanups.push(() => prisma.webhookEndpoint.deleteMany({ where: { id: endpoint.id } }));
    return { rx, key, endpoint };
  }

  it("re-check the key, the plan and the endpoint, in the claim itself too", async () => {
    await seedProperty({ priceMin: 654_321 });
    const { rx, key, endpoint } = await makeEndpoint();
    const { eventId } = await sendTestEvent(endpoint.id);
    expect(rx.received).toHaveLength(1);

    await prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: new Date() } });
    await expect(resendEvent(eventId)).rejects.toMatchObject({ refusal: { code: "keyPrefixRevoked" } });
    expect(await claimById(getPool(), eventId, "t", 1000)).toBeNull();

    await prisma.apiKey.update({ where: { id: key.id }, data: { revokedAt: null, plan: "free" } });
    await expect(sendTestEvent(endpoint.id)).rejects.toMatchObject({ refusal: { code: "webhookPlan" } });
    expect(await claimById(getPool(), eventId, "t", 1000)).toBeNull();

    await prisma.apiKey.update({ where: { id: key.id }, data: { plan: "starter" } });
    await prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { disabledAt: new Date() } });
    await expect(resendEvent(eventId)).rejects.toMatchObject({ refusal: { code: "endpointDisabled" } });
    expect(await claimById(getPool(), eventId, "t", 1000)).toBeNull();
    expect(rx.received).toHaveLength(1);
  });

  it("are limited per endpoint", async () => {
    await seedProperty({ priceMin: 654_322 });
    const { rx, endpoint } = await makeEndpoint();
    for (let i = 0; i < 5; i++) await sendTestEvent(endpoint.id);
    await expect(sendTestEvent(endpoint.id)).rejects.toMatchObject({ refusal: { code: "tooManySends" } });
    expect(rx.received).toHaveLength(5);
  });
});
