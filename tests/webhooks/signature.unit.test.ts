// The signature scheme, the retry schedule and the URL rule, without a database.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { retryDelayMs, webhookTiming } from "@/lib/webhooks/config";
import { urlProblem } from "@/lib/webhooks/endpoint-url";
import { verifyWebhook } from "@llar/client";
import { signatureHeader } from "@/lib/webhooks/signature";
import { parseConfig } from "@/lib/config";

const secret = "whsec_test_secret";
const body = JSON.stringify({
  id: "evt_1",
  type: "property.updated",
  created_at: "2026-11-25T05:00:00.000Z",
  data: { id: "p" },
});

describe("Llar-Signature", () => {
  it("is t=<unix>,v1=<hex HMAC-SHA256 of t.body> and verifies", () => {
    const header = signatureHeader(secret, body, 1_764_000_000);
    const hex = createHmac("sha256", secret).update(`1764000000.${body}`).digest("hex");
    expect(header).toBe(`t=1764000000,v1=${hex}`);
    expect(verifyWebhook(body, header, secret, { now: 1_764_000_010_000 })).toEqual({
      ok: true,
      timestamp: 1_764_000_000,
    });
    expect(verifyWebhook(Buffer.from(body), header, secret, { now: 1_764_000_010_000 }).ok).toBe(true);
  });

  it("refuses another secret, a changed body, a stale timestamp and a malformed header", () => {
    const header = signatureHeader(secret, body, 1_764_000_000);
    const now = 1_764_000_000_000;
    const reason = (r: ReturnType<typeof verifyWebhook>) => (r.ok ? "ok" : r.reason);
    expect(reason(verifyWebhook(body, header, "whsec_other", { now }))).toMatch(/does not match/);
    expect(reason(verifyWebhook(body.replace("updated", "created"), header, secret, { now }))).toMatch(
      /does not match/,
    );
    expect(reason(verifyWebhook(body, header, secret, { now: now + 301_000 }))).toMatch(/tolerance/);
    expect(reason(verifyWebhook(body, "v1=abc", secret, { now }))).toMatch(/no timestamp/);
    expect(reason(verifyWebhook(body, "t=1764000000", secret, { now }))).toMatch(/no v1/);
    expect(reason(verifyWebhook(body, undefined, secret, { now }))).toMatch(/missing/);
  });

  it("accepts a header carrying several v1 signatures when one matches", () => {
    const good = signatureHeader(secret, body, 1_764_000_000);
    const header = `t=1764000000,v1=${"0".repeat(64)},${good.split(",")[1]}`;
    expect(verifyWebhook(body, header, secret, { now: 1_764_000_000_000 }).ok).toBe(true);
  });

  it("signs once per live secret during a rotation, each verifying alone", () => {
    const header = signatureHeader(["whsec_new", secret], body, 1_764_000_000);
    expect(header.match(/v1=[0-9a-f]{64}/g)).toHaveLength(2);
    const now = 1_764_000_000_000;
    expect(verifyWebhook(body, header, "whsec_new", { now }).ok).toBe(true);
    expect(verifyWebhook(body, header, secret, { now }).ok).toBe(true);
    expect(verifyWebhook(body, header, "whsec_third", { now }).ok).toBe(false);
  });
});

describe("retry schedule", () => {
  it("defaults to a 5 s timeout, 5 timeouts in a row and 3 days of retries, overridable by environment", () => {
    const t = webhookTiming({}, parseConfig({}));
    expect(t.timeoutMs).toBe(5_000);
    expect(t.maxTimeouts).toBe(5);
    expect(t.retryWindowMs).toBe(3 * 86_400_000);
    expect(webhookTiming({}, parseConfig({ WEBHOOK_TIMEOUT_MS: "250" })).timeoutMs).toBe(250);
    expect(() => webhookTiming({}, parseConfig({ WEBHOOK_TIMEOUT_MS: "soon" }))).toThrow(/WEBHOOK_TIMEOUT_MS/);
  });

  it("doubles from the base, caps at the maximum, and jitters within the upper half", () => {
    const t = { retryBaseMs: 1000, retryMaxMs: 10_000 };
    expect(retryDelayMs(1, t, () => 0)).toBe(500);
    expect(retryDelayMs(1, t, () => 1)).toBe(1000);
    expect(retryDelayMs(3, t, () => 1)).toBe(4000);
    expect(retryDelayMs(30, t, () => 1)).toBe(10_000);
    expect(retryDelayMs(30, t, () => 0)).toBe(5000);
  });
});

describe("endpoint URL", () => {
  it("takes https anywhere and http to localhost only in development", () => {
    expect(urlProblem("https://example.com/hook", false)).toBeNull();
    expect(urlProblem("http://localhost:4000/hook", true)).toBeNull();
    expect(urlProblem("http://127.0.0.1:4000/hook", true)).toBeNull();
    expect(urlProblem("http://localhost:4000/hook", false)).toEqual({ code: "urlLocalDevOnly" });
    expect(urlProblem("http://example.com/hook", true)).toEqual({ code: "urlHttpsOrLocal" });
    expect(urlProblem("ftp://example.com/hook", true)).toEqual({ code: "urlHttpsOrLocal" });
    expect(urlProblem("not a url", true)).toEqual({ code: "urlNotAbsolute", params: { url: "not a url" } });
    expect(urlProblem("https://user:pw@example.com/", true)).toEqual({ code: "urlCredentials" });
  });
});
