// Portals that write their own name where the agency goes (portal-agencies.ts): that name
// is read as no agency, unless another source names it too (a real agency's own feed).
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { markPortalAgencies } from "@/lib/ingest/match/calibration/portal-agencies";
import { featureOf, rec } from "../support/match-fixtures";

/** `n` adverts of `sourceId`, agency `agency(i)`. */
const adverts = (sourceId: string, n: number, agency: (i: number) => string | null) =>
  Array.from({ length: n }, (_, i) =>
    rec({ listingId: `${sourceId}-${i}`, sourceId, agency: agency(i), price: 200_000 + i * 10_000 }),
  );
const agencies = ["Finques Alfa", "Immo Beta", "Gamma Homes", "Delta Real Estate"];
const agencyFeature = featureOf("agency");

describe("markPortalAgencies", () => {
  it("reads a name on most of one source's adverts, given nowhere else, as no agency", () => {
    const agency = adverts("agency", 30, (i) => agencies[i % 4]);
    const portal = adverts("portal", 30, (i) => (i < 25 ? "Pirineu Portal" : agencies[i % 4]));
    expect([...markPortalAgencies([...agency, ...portal])]).toEqual([["portal", "pirineu portal"]]);
    expect(portal[0].agencyKey).toBeNull();
    expect(portal[0].statedAgencyKey).toBe("pirineu portal");
    expect(portal[26].agencyKey).toBe(agency[2].agencyKey); // a real agency it names stays
    expect(agencyFeature(portal[0], agency[0])).toBe("agency:one");
  });

  it("keeps an agency's own feed that portals name too, and sources with few named adverts", () => {
    const own = adverts("alfa-feed", 30, () => "Finques Alfa, S.L.");
    const portal = adverts("portal", 30, (i) => agencies[i % 4]);
    const small = adverts("small", 10, () => "Small Portal");
    expect(markPortalAgencies([...own, ...portal, ...small]).size).toBe(0);
    expect(agencyFeature(own[0], portal[0])).toBe("agency:same");
  });

  it("is measured again at each snapshot: a name another source starts to give is an agency again", () => {
    const consolidator = new Consolidator();
    const portal = adverts("portal", 30, () => "Pirineu Portal");
    consolidator.beginSnapshot([...portal, ...adverts("agency", 30, (i) => agencies[i % 4])]);
    expect(portal[0].agencyKey).toBeNull();
    consolidator.beginSnapshot([...portal, ...adverts("other", 5, () => "Pirineu Portal")]);
    expect(portal[0].agencyKey).toBe("pirineu portal");
  });
});
