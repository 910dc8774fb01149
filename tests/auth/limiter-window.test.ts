// The sign-in limiter's sliding window, with explicit clocks.
import { describe, expect, it } from "vitest";
import { MAX_FAILURES, WINDOW_MS, recordSignInFailure, signInRetryAfter } from "@/lib/auth/rate-limit";

describe("sign-in attempt limiter", () => {
  it("opens again when the oldest failure leaves the window", () => {
    const t0 = Date.UTC(2026, 10, 22, 9);
    for (let i = 0; i < MAX_FAILURES; i++) recordSignInFailure("Window@Test.ad", "ip", t0 + i * 1000);
    expect(signInRetryAfter("window@test.ad", "ip", t0 + 5_000)).toBe(Math.ceil((WINDOW_MS - 5_000) / 1000));
    expect(signInRetryAfter("window@test.ad", "ip", t0 + WINDOW_MS)).toBe(0);
  });

  it("counts each email+IP pair apart", () => {
    const t0 = Date.UTC(2026, 10, 22, 10);
    for (let i = 0; i < MAX_FAILURES; i++) recordSignInFailure("a@test.ad", "ip1", t0);
    expect(signInRetryAfter("a@test.ad", "ip1", t0 + 1)).toBeGreaterThan(0);
    expect(signInRetryAfter("a@test.ad", "ip2", t0 + 1)).toBe(0);
    expect(signInRetryAfter("b@test.ad", "ip1", t0 + 1)).toBe(0);
  });
});
