// /pricing without Stripe keys: no "Choose Pro" button that leads nowhere; the page says
// paid plans are not available here and offers the Enterprise contact instead. The page
// reads the reader's language from the request: an English browser's request here.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "accept-language": "en-GB,en;q=0.9" }),
  cookies: async () => ({ get: () => undefined }),
}));

const { default: PricingPage } = await import("@/app/(portal)/pricing/page");

afterEach(() => vi.unstubAllEnvs());

describe("/pricing", () => {
  it("without STRIPE_SECRET_KEY offers the Enterprise contact, not checkout", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const html = renderToStaticMarkup(await PricingPage());
    expect(html).toContain("Paid plans are not sold online on this installation");
    expect(html).not.toContain('href="/account/billing"');
    expect(html).toContain('href="/enterprise"');
  });

  it("with Stripe configured sells the paid plans", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    const html = renderToStaticMarkup(await PricingPage());
    expect(html).not.toContain("Paid plans are not available");
    expect(html).toContain('href="/account/billing"');
  });
});
