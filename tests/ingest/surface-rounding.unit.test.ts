// Sources that round surfaces (surface-rounding.ts): read from a source's share of round
// surfaces over its adverts; an advert with a round surface of such a source is compared
// with half the step of slack, and agrees at best "within rounding", never exactly.
import { describe, expect, it } from "vitest";
import { markSurfaceRounding } from "@/lib/ingest/match/calibration/surface-rounding";
import { SURFACE_ROUNDING_M2 } from "@/lib/ingest/match/settings";
import { featureOf, homeNumbers, referencedAdverts } from "../support/match-fixtures";

/** `n` adverts of `sourceId` with the surfaces `surface(i)`. */
const adverts = (sourceId: string, n: number, surface: (i: number) => number) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({ surfaceM2: surface(i) }));
const surfaceKey = featureOf("surface");
const exact = (i: number) => 61 + 3 * i; // one in five a multiple of 5, as chance gives
const toFive = (i: number) => Math.round(exact(i) / 5) * 5;

describe("surface rounding", () => {
  it("reads the portal that rounds to 5 m², and only that one", () => {
    const agency = adverts("agency", 30, exact);
    const portal = adverts("portal", 30, toFive);
    const steps = markSurfaceRounding([...agency, ...portal]);
    expect([...steps]).toEqual([["portal", 5]]);
    expect(portal[1].surfaceSlack).toBe(2.5);
    expect(agency[1].surfaceSlack).toBe(SURFACE_ROUNDING_M2);
    // 64 m² stated as 65: within its rounding, close but not exact.
    expect([agency[1].surface, portal[1].surface]).toEqual([64, 65]);
    expect(surfaceKey(agency[1], portal[1])).toBe("surface:share:0.005");
    expect(surfaceKey(agency[3], portal[3])).toBe("surface:share:0.005"); // 70 and 70
    // Past its rounding, a difference as usual.
    const bigger = { ...portal[1], surface: 75 };
    expect(surfaceKey(agency[1], bigger)).toBe(surfaceKey(agency[1], { ...agency[1], surface: 75 - 2.5 + 1 }));
  });

  it("reads a portal that rounds to 10 m² as such", () => {
    const portal = adverts("portal", 30, (i) => Math.round(exact(i) / 10) * 10);
    expect([...markSurfaceRounding([...adverts("agency", 30, exact), ...portal])]).toEqual([["portal", 10]]);
    expect(portal[1].surfaceSlack).toBe(5);
  });

  it("reads nothing where round surfaces are an agent's own, or too few to tell", () => {
    const agency = adverts("agency", 30, exact);
    const few = adverts("few", 10, toFive);
    expect(markSurfaceRounding([...agency, ...few]).size).toBe(0);
    expect(surfaceKey(agency[1], { ...agency[1], surface: 66 })).toBe("surface:share:0.02");
  });
});
