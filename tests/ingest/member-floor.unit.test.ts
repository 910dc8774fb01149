// The floor a property's members are held to (consolidate/member-floor.ts): lowered for a
// pair one side of which lacks what the other has, and by a strong best pair.
import { describe, expect, it } from "vitest";
import { judgeMembers } from "@/lib/ingest/match/consolidate/judge-members";
import { oneSided, spokenAgainst, strongLinkRelief, underFloor } from "@/lib/ingest/match/consolidate/member-floor";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";
import { measureBoilerplate } from "@/lib/ingest/match/calibration/text-boilerplate";
import { pairScore } from "@/lib/ingest/match/scoring/score";
import { MATCH_THRESHOLD, MEMBER_FLOOR, ONE_SIDED_MEMBER_FLOOR, STRONG_LINK_RELIEF } from "@/lib/ingest/match/settings";
import { flat, other, rec } from "../support/match-fixtures";

const text =
  "Pis de tres habitacions a les Escaldes, lluminós i reformat, amb vistes a la muntanya, ascensor i plaça d'aparcament.";
const urls = (n: number) => Array.from({ length: n }, (_, i) => `http://photos.test/${i}.jpg`);
const hashes = new Map(urls(8).map((u, i) => [u, BigInt(i) * 0x0123456789abcdefn]));
const withPhotos = (n: number, listingId: string) => toMatchRecord({ ...flat, listingId, imageUrls: urls(n) }, hashes);

/** The two adverts with their texts read, as a run reads them (text-boilerplate.ts). */
function measured(a: MatchRecord, b: MatchRecord): [MatchRecord, MatchRecord] {
  measureBoilerplate([a, b]);
  return [a, b];
}

describe("one-sided evidence", () => {
  it("is a description or an album on one side only", () => {
    expect(oneSided(rec({}), other({}))).toBe(false); // neither has text or photos
    expect(oneSided(...measured(rec({ description: text }), other({ description: text })))).toBe(false);
    expect(oneSided(...measured(rec({ description: text }), other({})))).toBe(true);
    expect(oneSided(withPhotos(6, "a"), withPhotos(5, "b"))).toBe(false);
    expect(oneSided(withPhotos(6, "a"), withPhotos(2, "b"))).toBe(true); // a syndicator's few photos
    expect(oneSided(withPhotos(2, "a"), withPhotos(1, "b"))).toBe(false);
  });

  it("lowers the pair's floor to the one-sided floor, never raises it", () => {
    const [described, bare] = measured(rec({ description: text }), other({}));
    const between = (MEMBER_FLOOR + ONE_SIDED_MEMBER_FLOOR) / 2;
    expect(underFloor(rec({}), other({}), between, MEMBER_FLOOR)).toBe(true);
    expect(underFloor(described, bare, between, MEMBER_FLOOR)).toBe(false);
    expect(underFloor(described, bare, ONE_SIDED_MEMBER_FLOOR - 0.1, MEMBER_FLOOR)).toBe(true);
    // A floor already under the one-sided one stays as it is.
    expect(underFloor(described, bare, -20.5, -20)).toBe(true);
  });
});

describe("a strong link", () => {
  it("relieves the floor by its lead over the match threshold, up to a bound", () => {
    expect(strongLinkRelief(MATCH_THRESHOLD - 1)).toBe(0);
    expect(strongLinkRelief(MATCH_THRESHOLD + 1)).toBe(1);
    expect(strongLinkRelief(MATCH_THRESHOLD + 50)).toBe(STRONG_LINK_RELIEF);
  });

  // q is the flat on another portal: its pair with `twin` is strong; `far` is another
  // agency's advert at a price 4 % lower with only its town's point: weak against q, not spoken against.
  const q = other({ listingId: "q", propertyId: "" });
  const twin = rec({ listingId: "t" });
  const far = rec({
    listingId: "f",
    sourceId: "s3",
    agency: "Immo Beta",
    price: 335000,
    lat: null,
    lng: null,
    locationPrecision: "town",
  });
  const strong = pairScore(q, twin);
  const weak = pairScore(q, far);

  it("lets a member fall below the floor by as much, and no further", () => {
    const relief = strongLinkRelief(strong);
    expect(strong).toBeGreaterThan(MATCH_THRESHOLD + 1);
    expect(oneSided(q, far)).toBe(false);
    // `far` half a point under the floor: the strong link carries it.
    const joined = judgeMembers(q, [twin, far], weak + 0.5);
    expect("veto" in joined).toBe(false);
    expect(joined).toMatchObject({ score: strong, record: twin });
    // Under the floor by more than the relief: refused.
    expect(judgeMembers(q, [twin, far], weak + relief + 0.5)).toEqual({ veto: "contradicts_member", best: strong });
    // Without the strong link, half a point under is refused.
    expect(judgeMembers(q, [far], weak + 0.5)).toEqual({ veto: "contradicts_member", best: weak });
  });

  it("covers no evidence against: a member whose point lies far off keeps the floor", () => {
    const elsewhere = rec({ listingId: "e", sourceId: "s3", agency: "Immo Beta", lat: 42.5329, lng: 1.539 });
    expect(spokenAgainst(q, elsewhere)).toBe(true);
    expect(spokenAgainst(q, far)).toBe(false);
    const score = pairScore(q, elsewhere);
    expect(judgeMembers(q, [twin, elsewhere], score + 0.5)).toEqual({ veto: "contradicts_member", best: strong });
    expect(underFloor(q, elsewhere, score, score + 0.5, STRONG_LINK_RELIEF)).toBe(true);
  });
});
