// The one address check shared by webhook delivery and the photo fetcher.
import { describe, expect, it } from "vitest";
import {
  BlockedAddressError,
  guardedLookup,
  isOperatorAddress,
  isPublicAddress,
  parseAllowHosts,
  urlAddressProblem,
} from "@/lib/http/public-address";

const INTERNAL = [
  "https://127.0.0.2/",
  "https://0.0.0.0/",
  "https://[::ffff:127.0.0.1]:3999/",
  "https://[::]/",
  "https://localhost./",
  "https://app.localhost/",
  "https://10.0.0.5/",
  "https://192.168.1.1/",
  "https://172.16.0.1/",
  "http://169.254.169.254/latest/meta-data/",
  "https://[fd00::1]/",
  "https://[fe80::1]/",
  "https://100.64.0.1/",
  "https://2130706433/", // 127.0.0.1 as one number
  "https://0x7f.1/", // 127.0.0.1 in hex, shortened
  "https://[::1]/",
  "https://[64:ff9b::7f00:1]/", // NAT64 of 127.0.0.1
  "https://[2002:7f00:1::]/", // 6to4 of 127.0.0.1
];

describe("urlAddressProblem", () => {
  it.each(INTERNAL)("refuses %s", (raw) => {
    expect(urlAddressProblem(new URL(raw))).toMatch(/not a public|this machine/);
  });

  it.each(["https://example.com/hook", "https://93.184.215.14/", "https://[2606:4700::1111]/"])("accepts %s", (raw) => {
    expect(urlAddressProblem(new URL(raw))).toBeNull();
  });

  it("accepts a host an operator allowed, by host:port or host", () => {
    expect(urlAddressProblem(new URL("http://127.0.0.1:8790/a.jpg"), parseAllowHosts("127.0.0.1:8790"))).toBeNull();
    expect(urlAddressProblem(new URL("http://127.0.0.1:8791/a.jpg"), parseAllowHosts("127.0.0.1:8790"))).not.toBeNull();
    expect(urlAddressProblem(new URL("http://localhost/a.jpg"), parseAllowHosts(" localhost , x"))).toBeNull();
  });
});

describe("isPublicAddress", () => {
  it("reads mapped IPv6 as its IPv4 address", () => {
    expect(isPublicAddress("::ffff:10.1.2.3")).toBe(false);
    expect(isPublicAddress("::ffff:93.184.215.14")).toBe(true);
  });
  it("reads IPv4-compatible IPv6 (::/96) as its embedded IPv4 address", () => {
    expect(isPublicAddress("::10.1.2.3")).toBe(false);
    expect(isPublicAddress("::127.0.0.1")).toBe(false);
    expect(isPublicAddress("::a9fe:a9fe")).toBe(false); // ::169.254.169.254
    expect(isPublicAddress("::")).toBe(false);
    expect(isPublicAddress("::1")).toBe(false);
    expect(isPublicAddress("::93.184.215.14")).toBe(true);
    expect(urlAddressProblem(new URL("http://[::7f00:1]/a.jpg"))).toMatch(/not a public/);
  });
  it("is false for anything that is not an address", () => {
    expect(isPublicAddress("example.com")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});

describe("guardedLookup", () => {
  type Resolver = Parameters<typeof guardedLookup>[3];
  const resolver = (...addresses: string[]): Resolver =>
    ((_host: string, _opts: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
      cb(
        null,
        addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      )) as unknown as Resolver;

  it("refuses a name that resolves only to private addresses", async () => {
    const err = await new Promise((resolve) =>
      guardedLookup("evil.example", {}, (e) => resolve(e), resolver("10.0.0.1", "::1")),
    );
    expect(err).toBeInstanceOf(BlockedAddressError);
  });

  it("lets an allowed host name reach the operator's network but never link-local metadata", async () => {
    const lookup = (...addresses: string[]) =>
      new Promise((resolve) =>
        guardedLookup("photos.internal", {}, (e, a) => resolve(e ?? a), resolver(...addresses), isOperatorAddress),
      );
    expect(await lookup("10.0.0.5")).toBe("10.0.0.5");
    expect(await lookup("127.0.0.1")).toBe("127.0.0.1");
    expect(await lookup("169.254.169.254")).toBeInstanceOf(BlockedAddressError);
    expect(await lookup("fe80::1")).toBeInstanceOf(BlockedAddressError);
    expect(await lookup("0.0.0.0")).toBeInstanceOf(BlockedAddressError);
    expect(await lookup("::a9fe:a9fe")).toBeInstanceOf(BlockedAddressError);
  });

  it("hands the socket only the public addresses of a mixed answer", async () => {
    const got = await new Promise((resolve) =>
      guardedLookup("mixed.example", {}, (e, address) => resolve(e ?? address), resolver("127.0.0.1", "93.184.215.14")),
    );
    expect(got).toBe("93.184.215.14");
  });
});
