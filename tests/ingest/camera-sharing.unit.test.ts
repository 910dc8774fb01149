// Which sources pass the same camera files on: measured from the albums themselves, so that
// "two camera albums, no name in common" counts against a pair only between such sources.
import { describe, expect, it } from "vitest";
import { CameraSharing } from "@/lib/ingest/match/calibration/camera-sharing";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { rec } from "../support/match-fixtures";

const album = (first: number, n: number) =>
  Array.from({ length: n }, (_, k) => `https://cdn.example/x/IMG_${first + k}.jpg`);
const advert = (sourceId: string, home: number, imageUrls: string[]) =>
  rec({
    listingId: `${sourceId}-${home}`,
    propertyId: `${sourceId}-${home}`,
    sourceId,
    imageUrls,
    price: 200000 + home * 7919,
  });

/** 40 homes: s1 and s2 show the same camera files, s3 renumbers its own. */
function adverts() {
  const out = [];
  for (let h = 0; h < 40; h++) {
    out.push(advert("s1", h, album(1000 + h * 10, 6)));
    out.push(advert("s2", h, album(1000 + h * 10 + 2, 4))); // a subset: 4 of the 6 names
    out.push(advert("s3", h, album(6000 + h * 10, 6)));
  }
  return out;
}

describe("CameraSharing", () => {
  it("finds the sources whose albums share several camera names, and not a renumbering one", () => {
    const sharing = new CameraSharing();
    sharing.measure(adverts());
    expect([...sharing.peersOf("s1")]).toEqual(["s2"]);
    expect([...sharing.peersOf("s2")]).toEqual(["s1"]);
    expect([...sharing.peersOf("s3")]).toEqual([]);
  });

  it("does not take a few chance coincidences for sharing", () => {
    const records = adverts().filter((r) => r.sourceId !== "s2");
    // Five s3 albums happen to repeat three of s1's names: fewer than MIN_PAIRS (10).
    for (let h = 0; h < 5; h++)
      records.push(advert("s3", 100 + h, [...album(1000 + h * 10, 3), ...album(7000 + h * 10, 3)]));
    const sharing = new CameraSharing();
    sharing.measure(records);
    expect(sharing.peersOf("s1").size).toBe(0);
  });

  it("updates the sets the matcher's records hold, so disjoint albums count against s1–s2 pairs only", () => {
    const c = new Consolidator();
    const [s1, s2, s3] = ["s1", "s2", "s3"].map((s) => adverts().filter((r) => r.sourceId === s));
    for (const r of [...s1, ...s2]) c.add(r);
    c.beginSnapshot(s3);
    const disjoint = (a: (typeof s1)[number], b: (typeof s1)[number]) => scorePair(a, b).signals.photos;
    expect(disjoint(s1[0], s2[1])).toBeLessThan(-3); // s1 and s2 share files: another shoot, another home
    expect(disjoint(s1[0], s3[0])).toBeUndefined(); // s3 renumbers: says nothing
    expect(disjoint(s2[0], s3[0])).toBeUndefined();
    // The same home on s1 and s2 shares names: evidence for.
    expect(disjoint(s1[0], s2[0])).toBeGreaterThan(0);
  });
});
