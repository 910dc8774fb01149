// Finding: the sign-in limiter took the client address from the first X-Forwarded-For
// entry, which the client writes, so rotating it gave unlimited guesses; with no header
// every client shared one "unknown" bucket. The address now comes from the socket (as
// `npm start`'s server reports it) or from TRUST_PROXY_HOPS right-most entries.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorizeWithPassword } from "@/lib/auth/authorize";
import { RefusalError } from "@/lib/domain/refusal";
import { signUpWithPassword } from "@/lib/auth/sign-up";
import { SOCKET_HEADER, clientAddress, pickClientAddress } from "@/lib/http/client-address";
import { markSocketAddress } from "@/lib/http/mark-socket-address";
import { parseConfig } from "@/lib/config";

const WRONG_CREDENTIALS = new RefusalError({ code: "wrongCredentials" });

const PASSWORD = "a long enough password";
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

beforeAll(() => {
  process.env.LLAR_SOCKET_HEADER = "1"; // as scripts/start/serve.ts sets it
});

describe("sign-in throttling cannot be bypassed with X-Forwarded-For", () => {
  it("counts failures by the socket's address however the header rotates", async () => {
    const email = `rotate-${unique()}@security.test`;
    await signUpWithPassword({ email, password: PASSWORD }, "192.0.2.200");
    const attacker = (i: number) => ({ [SOCKET_HEADER]: "203.0.113.66", "x-forwarded-for": `198.51.100.${i}` });
    for (let i = 0; i < 5; i++) {
      await expect(authorizeWithPassword({ email, password: `guess ${i}` }, attacker(i))).rejects.toThrow(
        WRONG_CREDENTIALS,
      );
    }
    await expect(authorizeWithPassword({ email, password: PASSWORD }, attacker(99))).rejects.toMatchObject({
      refusal: { code: "tooManyAttempts" },
    });
  });

  it("a stranger's failures do not lock the owner out", async () => {
    const email = `owner-${unique()}@security.test`;
    await signUpWithPassword({ email, password: PASSWORD }, "192.0.2.201");
    for (let i = 0; i < 25; i++) {
      await expect(
        authorizeWithPassword({ email, password: `guess ${i}` }, { [SOCKET_HEADER]: "203.0.113.77" }),
      ).rejects.toThrow();
    }
    expect(
      await authorizeWithPassword({ email, password: PASSWORD }, { [SOCKET_HEADER]: "192.0.2.201" }),
    ).toMatchObject({ email });
  });
});

describe("the client address rule", () => {
  it("takes the socket with 0 hops and the right-most entries with more, never the left-most", () => {
    expect(pickClientAddress("6.6.6.6", "10.0.0.2", 0)).toBe("10.0.0.2");
    expect(pickClientAddress("6.6.6.6, 203.0.113.5", "10.0.0.2", 1)).toBe("203.0.113.5");
    expect(pickClientAddress("6.6.6.6, 203.0.113.5, 10.0.0.9", "10.0.0.2", 2)).toBe("203.0.113.5");
    expect(pickClientAddress(undefined, "::ffff:192.0.2.4", 0)).toBe("192.0.2.4");
    expect(pickClientAddress("203.0.113.5", undefined, 1)).toBe("203.0.113.5"); // a platform proxy, no socket header
  });

  it("reads TRUST_PROXY_HOPS and refuses a malformed value", () => {
    const headers = { [SOCKET_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.5" };
    expect(clientAddress(headers, parseConfig({ LLAR_SOCKET_HEADER: "1" }))).toBe("10.0.0.2");
    expect(clientAddress(headers, parseConfig({ LLAR_SOCKET_HEADER: "1", TRUST_PROXY_HOPS: "1" }))).toBe("203.0.113.5");
    // Without npm start's server the header is anyone's: it is not read.
    expect(clientAddress(headers, parseConfig({ TRUST_PROXY_HOPS: "1" }))).toBe("203.0.113.5");
    expect(clientAddress(headers, parseConfig({}))).toBe("unknown");
    expect(() => clientAddress(headers, parseConfig({ TRUST_PROXY_HOPS: "x" }))).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe("npm start's server reports the socket in a header no client can forge", () => {
  let port = 0;
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    markSocketAddress(req);
    seen.push(req.headers);
    res.end();
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("replaces a forged copy with the socket's address", async () => {
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        { port, host: "127.0.0.1", headers: { [SOCKET_HEADER]: "1.2.3.4", "x-forwarded-for": "5.6.7.8" } },
        (res) => {
          res.resume();
          res.on("end", resolve);
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(seen[0][SOCKET_HEADER]).toBe("127.0.0.1");
    expect(clientAddress(seen[0], parseConfig({ LLAR_SOCKET_HEADER: "1" }))).toBe("127.0.0.1");
  });
});
