// Finding: the Stripe webhook read request bodies of any size before checking the
// signature. Bodies above 1 MB are now refused with 413, declared or streamed.
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/billing/webhook/route";

const MB = 1024 * 1024;
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  POST(
    new Request("http://app.test/api/billing/webhook", {
      method: "POST",
      body,
      headers: { "stripe-signature": "t=1,v1=x", ...headers },
      duplex: "half",
    } as RequestInit),
  );

describe("Stripe webhook body", () => {
  it("refuses a body declared larger than 1 MB", async () => {
    const res = await post("x".repeat(MB + 1), { "content-length": String(MB + 1) });
    expect(res.status).toBe(413);
  });

  it("refuses a streamed body once it passes 1 MB, without reading the rest", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 50 * MB) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await post(stream);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(2 * MB);
  });

  it("still reads a normal event (then checks its signature)", async () => {
    const res = await post(JSON.stringify({ id: "evt_1", type: "ping" }));
    expect([400, 503]).toContain(res.status);
  });
});
