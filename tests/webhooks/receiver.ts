// A real HTTP receiver for webhook tests, on a port the OS picks. Every request is
// recorded with its raw body and headers; `respond` decides each answer (a status, or
// "hold" to keep the request open until release() or the client gives up).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// The receivers listen on 127.0.0.1 while the tests' public origin is elsewhere
// (https://llar.test): loopback endpoints are accepted only with this operator switch
// (lib/webhooks/endpoint-url.ts). Worker child processes inherit it.
process.env.WEBHOOKS_ALLOW_LOCALHOST ??= "on";

type Received = { body: string; signature: string; eventId: string; at: number; status?: number };
export type Respond = (req: Received, n: number) => number | "hold" | Promise<number | "hold">;

export async function startReceiver(respond: Respond = () => 200) {
  const received: Received[] = [];
  const held = new Set<ServerResponse>();
  let current = respond;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const rec: Received = {
      body: Buffer.concat(chunks).toString("utf8"),
      signature: String(req.headers["llar-signature"] ?? ""),
      eventId: String(req.headers["llar-event-id"] ?? ""),
      at: Date.now(),
    };
    received.push(rec);
    const answer = await current(rec, received.length);
    if (answer === "hold") {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    rec.status = answer;
    res.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : "nope");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    setRespond(fn: Respond) {
      current = fn;
    },
    heldCount: () => held.size,
    /** Ends every held request by dropping its connection. */
    release() {
      for (const res of held) res.destroy();
      held.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export async function waitFor<T>(
  what: string,
  fn: () => T | Promise<T>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
