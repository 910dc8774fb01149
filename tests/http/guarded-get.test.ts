// The one guarded outbound GET (photos, feeds) against a real local server: redirects are
// followed at most maxRedirects times and each hop's address is checked, bodies are cut past
// the size cap (declared or streamed), and the total deadline covers the body.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedGet, GuardedGetError, readBody, type GuardedGetLimits } from "@/lib/http/guarded-get";

let server: Server;
let base: string;
let limits: GuardedGetLimits;

beforeAll(async () => {
  server = createServer((req, res) => {
    const hop = /^\/r\/(\d+)$/.exec(req.url ?? "");
    if (hop) {
      const n = Number(hop[1]);
      if (n === 0) return res.writeHead(200).end("arrived");
      return res.writeHead(302, { location: `/r/${n - 1}` }).end();
    }
    if (req.url === "/to-private") return res.writeHead(301, { location: "http://10.0.0.1/feed.xml" }).end();
    if (req.url === "/big-declared") return res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    if (req.url === "/big-streamed") {
      res.writeHead(200);
      for (let i = 0; i < 5; i++) res.write("x".repeat(1000));
      return res.end();
    }
    if (req.url === "/slow") return res.writeHead(200).write("a trickle that never ends");
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  limits = {
    allowHosts: new Set([`127.0.0.1:${port}`]),
    maxBytes: 2000,
    connectTimeoutMs: 2000,
    totalTimeoutMs: 1500,
    maxRedirects: 3,
  };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => (err instanceof GuardedGetError ? { kind: err.kind, message: err.message } : String(err)),
  );

describe("guardedGet", () => {
  it("follows up to three redirects and refuses a fourth", async () => {
    const res = await guardedGet(`${base}/r/3`, limits);
    expect(res.status).toBe(200);
    expect((await readBody(res.body)).toString()).toBe("arrived");
    expect(await refusal(guardedGet(`${base}/r/4`, limits))).toEqual({
      kind: "dead",
      message: "more than 3 redirects",
    });
  });

  it("checks every hop's address: an allowed host cannot redirect into a private network", async () => {
    expect(await refusal(guardedGet(`${base}/to-private`, limits))).toEqual({
      kind: "blocked",
      message: "10.0.0.1 is not a public internet address",
    });
    expect(await refusal(guardedGet(`${base}/r/0`, { ...limits, allowHosts: new Set() }))).toMatchObject({
      kind: "blocked",
    });
  });

  it("cuts a body past the size cap, declared or streamed", async () => {
    expect(await refusal(guardedGet(`${base}/big-declared`, limits))).toMatchObject({ kind: "too_large" });
    const res = await guardedGet(`${base}/big-streamed`, limits);
    expect(await refusal(readBody(res.body))).toEqual({ kind: "too_large", message: "more than 2000 bytes" });
  });

  it("gives up on a body that does not finish before the deadline", async () => {
    const res = await guardedGet(`${base}/slow`, limits);
    expect(await refusal(readBody(res.body))).toEqual({ kind: "dead", message: "timed out" });
  });
});
