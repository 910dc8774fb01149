// /v1 requests Next.js would fail itself with a text/plain 500 before any route runs
// (lib/api/unservable-request.ts): the server in front of it answers them with the
// error object. Everything else is left to Next (null).
import { describe, expect, it } from "vitest";
import { unservableApiRequest } from "@/lib/api/unservable-request";

async function answer(method: string, url: string) {
  const r = unservableApiRequest(method, url);
  return r && { status: r.status, body: await r.json(), headers: r.headers };
}

describe("unservableApiRequest", () => {
  it.each(["TRACE", "PROPFIND", "LINK", "trace"])("405 method_not_allowed for %s, with Allow and CORS", async (m) => {
    const r = await answer(m, "/v1/properties?op=sale");
    expect(r?.status).toBe(405);
    expect(r?.body).toEqual({ error: { code: "method_not_allowed", message: expect.stringContaining(m) } });
    expect(r?.headers.get("Allow")).toBe("GET, OPTIONS");
    expect(r?.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(r?.headers.get("Content-Type")).toMatch(/^application\/json/);
  });

  it.each(["/v1/properties/abc%", "/v1/properties/%ZZ", "/v1/properties/%E0%A4%A", "/v1/%C0%AF?op=sale"])(
    "404 not_found for the undecodable path %s",
    async (url) => {
      const r = await answer("GET", url);
      expect(r?.status).toBe(404);
      expect(r?.body.error.code).toBe("not_found");
      expect(r?.body.error.message).toMatch(/percent-encoding/);
    },
  );

  it.each([
    ["GET", "/v1/properties/6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10"],
    ["GET", "/v1/properties/caf%C3%A9?op=%ZZ"],
    ["HEAD", "/v1/parishes"],
    ["OPTIONS", "/v1/towns"],
    ["POST", "/v1/properties"],
    ["TRACE", "/about"],
    ["GET", "/search/%ZZ"],
    ["GET", "/v10/%ZZ"],
  ])("leaves %s %s to Next", (method, url) => {
    expect(unservableApiRequest(method, url)).toBeNull();
  });
});
