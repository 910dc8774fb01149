// Pure pieces of the API: sliding-window arithmetic, quota windows, cursors, bearer
// parsing, strict date-times, attribution text, usage outcomes.
import { describe, expect, it } from "vitest";
import { bearerToken } from "@/lib/api/authenticate-key";
import { quotaWindow, secondsUntil } from "@/lib/domain/quota-window";
import { outcomeOf } from "@/lib/api/record-usage";
import { MemorySlidingWindow } from "@/lib/ratelimit/memory-limiter";
import { buildAttribution } from "@/lib/search/attribution";
import { changesQuerySchema, isRfc3339 } from "@/lib/search/changes-query";
import { decodeCursor, encodeCursor } from "@/lib/search/cursor";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";

const query = (qs: string) => (parseSearchParams(new URLSearchParams(qs)) as { ok: true; query: SearchQuery }).query;

describe("MemorySlidingWindow", () => {
  it("allows the limit per window and weighs the previous window by its overlap", () => {
    const w = new MemorySlidingWindow(60_000);
    const t0 = 60_000 * 100; // start of a window
    const first = Array.from({ length: 12 }, () => w.limit("k", 10, t0 + 1).success);
    expect(first.filter(Boolean)).toHaveLength(10);
    // Half-way through the next window, half of the previous 10 still count: 5 more pass.
    const later = Array.from({ length: 8 }, () => w.limit("k", 10, t0 + 90_000).success);
    expect(later.filter(Boolean)).toHaveLength(5);
    expect(w.limit("other", 10, t0 + 90_000).remaining).toBe(9);
  });

  it("reports reset at the end of the current fixed window", () => {
    const w = new MemorySlidingWindow(60_000);
    expect(w.limit("k", 1, 61_000).reset).toBe(120_000);
  });
});

describe("quotaWindow", () => {
  const now = new Date("2026-12-31T23:59:30.000Z");
  it("free: the UTC day", () => {
    expect(quotaWindow("free", now)).toEqual({
      id: "2026-12-31",
      resetAt: new Date("2027-01-01T00:00:00Z"),
      quota: 100,
    });
  });
  it("paid: the UTC month; enterprise unlimited", () => {
    expect(quotaWindow("starter", now)).toMatchObject({
      id: "2026-12",
      resetAt: new Date("2027-01-01T00:00:00Z"),
      quota: 10_000,
    });
    expect(quotaWindow("enterprise", now).quota).toBeNull();
  });
  it("Retry-After is whole seconds rounded up, at least 1", () => {
    expect(secondsUntil(new Date(10_500), 0)).toBe(11);
    expect(secondsUntil(new Date(0), 5)).toBe(1);
  });
});

describe("cursor", () => {
  it("round-trips for the same filters and is refused for other filters or tampering", () => {
    const q = query("parish=canillo&minRooms=2");
    const c = encodeCursor(
      { firstSeenAt: "2026-11-01T10:00:00.123456Z", id: "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10" },
      q,
    );
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c, query("parish=canillo&minRooms=2&limit=5"))).toMatchObject({
      ok: true,
      key: { id: "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10" },
    });
    expect(decodeCursor(c, query("parish=ordino&minRooms=2"))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/different query/),
    });
    expect(decodeCursor(c.slice(0, -3) + "abc", q).ok).toBe(false);
    expect(decodeCursor("not a cursor!", q).ok).toBe(false);
  });

  it("takes the values of a list filter in any order, and still honours cursors issued before", () => {
    const key = { firstSeenAt: "2026-11-01T10:00:00.123456Z", id: "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10" };
    const c = encodeCursor(key, query("type=house,flat&parish=ordino,canillo"));
    expect(decodeCursor(c, query("type=flat,house&parish=canillo,ordino")).ok).toBe(true);
    expect(decodeCursor(c, query("type=flat&parish=canillo,ordino")).ok).toBe(false);
    // A cursor issued before lists were put in order (by the code of 2026-11-26), for the
    // lists in the request's order: still valid for that request.
    const legacy =
      "eyJ2IjoxLCJrIjoiMjAyNi0xMS0wMVQxMDowMDowMC4xMjM0NTZaIiwiaSI6IjZmMWMyYTRlLThkOGItNGI3ZS05YTUxLTFmMGU2ZjNmMmExMCIsImYiOiItNE8zZkVCZU5YNHUifQ";
    expect(decodeCursor(legacy, query("type=house,flat&parish=ordino,canillo")).ok).toBe(true);
  });

  it("refuses a well-formed cursor whose instant is not a real date (PostgreSQL would fail on it)", () => {
    const q = query("op=rent");
    const id = "6f1c2a4e-8d8b-4b7e-9a51-1f0e6f3f2a10";
    for (const firstSeenAt of [
      "2026-02-30T00:00:00.000000Z",
      "2026-13-45T99:99:99.999999Z",
      "0000-01-01T00:00:00.000000Z",
    ])
      expect(decodeCursor(encodeCursor({ firstSeenAt, id }, q), q)).toMatchObject({ ok: false });
  });
});

describe("bearerToken", () => {
  it.each([
    [null, { problem: "missing" }],
    ["", { problem: "missing" }],
    ["Bearer llar_abc", { token: "llar_abc" }],
    ["bearer   llar_abc  ", { token: "llar_abc" }],
    ["Basic xyz", { problem: "malformed" }],
    ["Bearer a b", { problem: "malformed" }],
  ])("%s", (header, expected) => expect(bearerToken(header)).toEqual(expected));
});

describe("since", () => {
  it("sent with an unencoded + offset (read as a space), says to write %2B", () => {
    const message = (since: string) => changesQuerySchema.safeParse({ since }).error?.issues[0].message;
    expect(message("2026-11-22T08:00:00 01:00")).toMatch(/write \+ as %2B/);
    expect(message("2026-11-22")).toMatch(/RFC 3339/);
  });
});

describe("numbers beyond their range", () => {
  it("are told the maximum, however many digits they have", () => {
    const search = (qs: string) => {
      const r = parseSearchParams(new URLSearchParams(qs));
      return r.ok ? "ok" : r.errors[0].message;
    };
    expect(search("sort=price_asc&page=99999999999")).toBe("page must be at most 100000.");
    expect(search("minRooms=99999999999")).toBe("minRooms must be at most 1000.");
    expect(search(`minPrice=${"9".repeat(400)}`)).toBe("minPrice must be at most 2000000000.");
    const since = new Date().toISOString();
    const changes = changesQuerySchema.safeParse({ since, limit: "99999999999" });
    expect(changes.error?.issues[0].message).toBe("limit must be at most 1000.");
  });
});

describe("isRfc3339", () => {
  it.each([
    ["2026-11-22T08:00:00Z", true],
    ["2026-11-22T08:00:00.123456Z", true],
    ["2026-11-22T08:00:00+01:00", true],
    ["2026-11-22", false],
    ["2026-02-30T00:00:00Z", false],
    ["2026-11-22T24:00:00Z", false],
    ["2026-11-22T08:00:00.1234567Z", false],
    ["2026-11-22T08:00:00", false],
    ["2026-11-22T08:00:00+25:00", false],
  ])("%s → %s", (v, ok) => expect(isRfc3339(v)).toBe(ok));
});

describe("attribution and usage outcomes", () => {
  it("names every source once with its homepage", () => {
    const text = buildAttribution([
      { id: "b", name: "Beta", homepageUrl: "https://b.example" },
      { id: "a", name: "Alpha", homepageUrl: "https://a.example" },
      { id: "b", name: "Beta", homepageUrl: "https://b.example" },
    ]);
    expect(text).toMatch(/^Listing data from Alpha \(https:\/\/a\.example\) and Beta \(https:\/\/b\.example\)/);
    expect(text).toMatch(/name its source and link/);
  });
  it("groups statuses the way the portal chart shows them", () => {
    expect([200, 400, 401, 403, 404, 429, 503].map(outcomeOf)).toEqual([
      "ok",
      "4xx",
      "401",
      "403",
      "4xx",
      "429",
      "5xx",
    ]);
  });
});
