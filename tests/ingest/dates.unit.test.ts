// Publication dates as feeds write them: ISO, Kyero's "YYYY-MM-DD hh:mm:ss" (UTC), and the
// day-first dates of Andorra and its neighbours.
import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";

function published(date: string): string | null {
  const r = normaliseAdvert({
    externalId: "D1",
    url: "https://x.example/d1",
    operationText: "sale",
    typeText: "Pis", // an advert with nothing in it is rejected as empty
    publishedAt: date,
  });
  if (!r.ok) throw new Error(r.reason);
  return r.advert.publishedAt?.toISOString() ?? null;
}

describe("publication dates", () => {
  it.each([
    ["06/11/2026", "2026-11-06T00:00:00.000Z"],
    ["25/11/2026", "2026-11-25T00:00:00.000Z"],
    ["6.11.2026 14:57", "2026-11-06T14:57:00.000Z"],
    ["06-11-2026 9:05:30", "2026-11-06T09:05:30.000Z"],
    ["2026-11-06 14:57:00", "2026-11-06T14:57:00.000Z"],
    ["2026-11-06T14:57:00Z", "2026-11-06T14:57:00.000Z"],
  ])("%s → %s", (text, iso) => {
    expect(published(text)).toBe(iso);
  });

  it("gives no date for one that does not exist", () => {
    expect(published("31/02/2026x")).toBeNull();
    expect(published("45/13/2026")).toBeNull();
  });
});
