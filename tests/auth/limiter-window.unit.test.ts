// The attempt limiter's sliding window (in-process backend), with explicit clocks, and
// the sign-in limits keyed per account + address.
import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "@/lib/ratelimit";
import { hitSignIn, signInRetryAfter } from "@/lib/auth/rate-limit";
import { POLICIES } from "@/lib/ratelimit/policies";

const { limit: MAX_FAILURES, windowMs: WINDOW_MS } = POLICIES["sign-in:pair"];

describe("attempt limiter", () => {
  it("refuses past the limit until the window has slid past the attempts", async () => {
    const limiter = new AttemptLimiter("window-test", MAX_FAILURES, WINDOW_MS);
    const t0 = Math.floor(Date.UTC(2026, 10, 22, 9) / WINDOW_MS) * WINDOW_MS;
    for (let i = 0; i < MAX_FAILURES; i++) expect((await limiter.hit("k", t0 + i * 1000)).allowed).toBe(true);
    const refused = await limiter.check("k", t0 + 5_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(Math.ceil((WINDOW_MS - 5_000) / 1000));
    expect((await limiter.check("k", t0 + 2 * WINDOW_MS)).allowed).toBe(true);
    expect((await limiter.check("other", t0 + 5_000)).allowed).toBe(true);
    await limiter.clear("k");
    expect((await limiter.check("k", t0 + 6_000)).allowed).toBe(true);
  });
});

describe("sign-in limits", () => {
  it("count each email+address pair apart", async () => {
    for (let i = 0; i < MAX_FAILURES; i++) await hitSignIn("a@test.ad", "192.0.2.1");
    expect(await signInRetryAfter("a@test.ad", "192.0.2.1")).toBeGreaterThan(0);
    expect(await signInRetryAfter("a@test.ad", "192.0.2.2")).toBe(0);
    expect(await signInRetryAfter("b@test.ad", "192.0.2.1")).toBe(0);
  });
});
