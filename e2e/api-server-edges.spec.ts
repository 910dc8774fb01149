// What `npm start`'s server in front of Next answers for /v1 itself (scripts/start/serve.ts):
// a trailing slash is the endpoint without it (lib/api/trailing-slash.ts), not Next's 308
// that carries no CORS headers; a method Next does not route and a path that does not
// decode get the error object (lib/api/unservable-request.ts), not Next's text 500.
import { expect, test } from "./test";

test("a /v1 path with a trailing slash is the endpoint itself, preflight included", async ({ request }) => {
  const res = await request.get("/v1/properties/?op=sale", { maxRedirects: 0 });
  expect(res.status()).toBe(401);
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  expect((await res.json()).error.code).toBe("unauthorized");

  const preflight = await request.fetch("/v1/parishes/", {
    method: "OPTIONS",
    maxRedirects: 0,
    headers: {
      Origin: "https://integrator.example",
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "authorization",
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-headers"]).toMatch(/Authorization/);

  const unknown = await request.get("/v1/nowhere/", { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.message).toContain("/v1/nowhere;");
});

test("the site's own pages keep Next's trailing-slash redirect", async ({ request }) => {
  const res = await request.get("/search/", { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe("/search");
});

test("TRACE and an undecodable /v1 path get the error object", async ({ request }) => {
  const trace = await request.fetch("/v1/properties", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect((await trace.json()).error.code).toBe("method_not_allowed");

  const undecodable = await request.get("/v1/properties/abc%");
  expect(undecodable.status()).toBe(404);
  expect((await undecodable.json()).error.message).toMatch(/percent-encoding/);
});
