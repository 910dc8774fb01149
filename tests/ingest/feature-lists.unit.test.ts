// Sources that publish no feature lists (feature-lists.ts): their empty lists say nothing
// of the home, so they are not compared; a listing source's empty list still is.
import { describe, expect, it } from "vitest";
import { markUnlistedFeatures } from "@/lib/ingest/match/calibration/feature-lists";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { featureOf, rec } from "../support/match-fixtures";

/** `n` adverts of `sourceId`, the first `listed` of them with a feature list. */
const adverts = (sourceId: string, n: number, listed: number) =>
  Array.from({ length: n }, (_, i) =>
    rec({ listingId: `${sourceId}-${i}`, sourceId, price: 200_000 + i * 10_000, features: i < listed ? ["Lift"] : [] }),
  );
const featureKey = featureOf("features");

describe("markUnlistedFeatures", () => {
  it("finds the sources that list features on almost none of their adverts, given enough adverts", () => {
    const portal = adverts("portal", 40, 1); // one list in forty: 2.5 %
    const agency = adverts("agency", 40, 20);
    const small = adverts("small", 10, 0);
    expect([...markUnlistedFeatures([...portal, ...agency, ...small])]).toEqual(["portal"]);
    // Only the empty lists are marked: the one list the portal gives is compared as usual.
    expect(portal.filter((r) => r.featuresUnlisted)).toHaveLength(39);
    expect(portal[0].featuresUnlisted).toBe(false);
    expect(agency.some((r) => r.featuresUnlisted) || small.some((r) => r.featuresUnlisted)).toBe(false);
  });

  it("compares no empty list of such a source, and still counts a listing source's empty list", () => {
    const portal = adverts("portal", 30, 0);
    const agency = adverts("agency", 30, 15);
    const third = adverts("third", 30, 15);
    markUnlistedFeatures([...portal, ...agency, ...third]);
    expect(featureKey(portal[0], agency[0])).toBe("features:unread");
    expect(featureKey(agency[0], portal[0])).toBe("features:unread");
    expect(featureKey(third[0], agency[20])).toBe("features:one_side");
  });

  it("is measured again at each snapshot: a source that starts listing features is compared again", () => {
    const consolidator = new Consolidator();
    const portal = adverts("portal", 30, 0);
    consolidator.beginSnapshot([...portal, ...adverts("agency", 30, 15)]);
    expect(portal[0].featuresUnlisted).toBe(true);
    const listing = adverts("portal", 30, 30).map((r, i) => ({ ...r, listingId: `new-${i}` }));
    consolidator.beginSnapshot([...portal, ...listing]);
    expect(portal[0].featuresUnlisted).toBe(false);
  });
});
