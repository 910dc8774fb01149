// The site marks the demo's drawn photos: those of the simulated portals' `.example` hosts.
import { describe, expect, it } from "vitest";
import { DEMO_PORTALS } from "@/lib/ingest/demo-feeds/portals";
import { isDemoIllustration } from "@/lib/photos/demo-illustration";

describe("isDemoIllustration", () => {
  it("is true for every demo portal's photos and false for real hosts or bad URLs", () => {
    for (const portal of DEMO_PORTALS)
      expect(isDemoIllustration(`https://${portal.host}/photos/1/IMG_1.jpg`)).toBe(true);
    expect(isDemoIllustration("https://www.pisos.ad/fotos/1.jpg")).toBe(false);
    expect(isDemoIllustration("https://example.com/a.jpg")).toBe(false);
    expect(isDemoIllustration("not a url")).toBe(false);
  });
});
