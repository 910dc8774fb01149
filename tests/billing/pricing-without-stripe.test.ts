// /pricing without Stripe keys: no "Choose Pro" button that leads nowhere; the page says
// paid plans are not available here and offers the Enterprise contact instead.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import PricingPage from "@/app/(portal)/pricing/page";

afterEach(() => vi.unstubAllEnvs());

describe("/pricing", () => {
  it("without STRIPE_SECRET_KEY offers the Enterprise contact, not checkout", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    const html = renderToStaticMarkup(createElement(PricingPage));
    expect(html).toContain("Paid plans are not available on this installation");
    expect(html).not.toContain('href="/account/billing"');
    expect(html).toContain('href="/enterprise"');
  });

  it("with Stripe configured sells the paid plans", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    const html = renderToStaticMarkup(createElement(PricingPage));
    expect(html).not.toContain("Paid plans are not available");
    expect(html).toContain('href="/account/billing"');
  });
});
