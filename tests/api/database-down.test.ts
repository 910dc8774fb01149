// A database that is down gives 503 service_unavailable with the error object — never a
// stack trace — and the API recovers when it is back.
import { afterAll, describe, expect, it, vi } from "vitest";
import { clearKeyCache } from "@/lib/api/authenticate-key";
import { callApi } from "../support/api-client";
import { createKey } from "../support/api-fixtures";

const realUrl = process.env.DATABASE_URL!;
afterAll(() => {
  process.env.DATABASE_URL = realUrl;
});

describe("database unavailable", () => {
  it("answers 503 for uncached and cached keys, then recovers", async () => {
    const cachedKey = await createKey("pro");
    const freshKey = await createKey("pro");
    expect((await callApi("/v1/parishes", { key: cachedKey.key })).status).toBe(200);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    process.env.DATABASE_URL = "postgresql://postgres@127.0.0.1:1/nowhere"; // nothing listens there
    for (const [key, path] of [
      [freshKey.key, "/v1/properties"],
      [cachedKey.key, "/v1/properties?sort=price_asc"],
      [cachedKey.key, "/v1/changes?since=2026-11-21T00:00:00Z"],
    ]) {
      const r = await callApi(path, { key });
      expect(r.status, path).toBe(503);
      expect(r.body).toEqual({ error: { code: "service_unavailable", message: expect.any(String) } });
      expect(JSON.stringify(r.body)).not.toMatch(/ECONNREFUSED|at .*\.ts|postgres/);
    }
    errors.mockRestore();
    process.env.DATABASE_URL = realUrl;
    clearKeyCache();
    expect((await callApi("/v1/properties", { key: freshKey.key })).status).toBe(200);
  });
});
