// The fitted evidence (log-odds per group of pair features, match-weights.ts) and the
// cannot-link rules (cannot-link.ts), each against the pair of adverts it is about: the
// weights are refitted now and then, so the tests state directions and rough sizes.
import { describe, expect, it } from "vitest";
import { CandidateIndex } from "@/lib/ingest/match/blocking/candidate-index";
import { compatibleFamilies } from "@/lib/ingest/match/scoring/cannot-link";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { other, rec } from "../support/match-fixtures";

const photos = (names: string[]) => names.map((n) => `https://cdn.example/${n}.jpg`);

describe("signals", () => {
  // Not proof: one home is listed by two agencies, and portals spell one agency's branches
  // apart ("Superior" and "Superior Vella"); dedup-rich's true pairs name two agencies often.
  it("counts two agencies for one advert pair as evidence against", () => {
    expect(scorePair(rec({}), other({ agency: "Beta Immo" })).signals.agency).toBeLessThanOrEqual(-2);
  });

  it("reads another reference, with an agency unknown on one side, as another unit", () => {
    const s = scorePair(rec({ reference: "A-101" }), other({ agency: null, reference: "A-102" }));
    expect(s.signals.reference).toBeLessThanOrEqual(-2);
    expect(s.signals.agency).toBeLessThan(0); // "agency on one side, references differ"
    expect(s.signals.reference + s.signals.agency).toBeLessThanOrEqual(-4);
  });

  it("counts one bathroom more against the match, but not as proof (sources count toilets differently)", () => {
    const bathrooms = (n: number | null) => scorePair(rec({}), other({ bathrooms: n })).signals.bathrooms;
    const [same, one, two, missing] = [bathrooms(2), bathrooms(3), bathrooms(4), bathrooms(null)];
    expect(same - one).toBeGreaterThanOrEqual(2);
    expect(missing - one).toBeGreaterThan(0);
    // The fit's floor (scripts/fit-match-weights.ts, COUNT_DRIFT): at most 3 below "missing".
    expect(missing - one).toBeLessThan(3.01); // the weights are rounded to 0.01
    // Two or more apart is another unit.
    expect(two).toBeLessThanOrEqual(-2);
  });

  it("gives one shared camera name less weight (chance) than one distinctive name", () => {
    const camera = scorePair(
      rec({ imageUrls: photos(["IMG_1001", "IMG_1002"]) }),
      other({ imageUrls: photos(["IMG_1001", "IMG_2002"]) }),
    );
    const named = scorePair(
      rec({ imageUrls: photos(["salo-vistes-ordino"]) }),
      other({ imageUrls: photos(["salo-vistes-ordino"]) }),
    );
    expect(camera.signals.photos).toBeGreaterThan(0);
    expect(named.signals.photos).toBeGreaterThan(camera.signals.photos);
  });

  it("takes two albums of camera names with none in common for two homes, between sources seen sharing camera files", () => {
    const a = { ...rec({ imageUrls: photos(["IMG_1001", "IMG_1002"]) }), cameraPeers: new Set(["s2"]) };
    const b = { ...other({ imageUrls: photos(["IMG_2001", "IMG_2002"]) }), cameraPeers: new Set(["s1"]) };
    expect(scorePair(a, b).signals.photos).toBeLessThanOrEqual(-4);
    // Sources not known to pass the same files on (one renames or renumbers them): no evidence.
    expect(
      scorePair({ ...a, cameraPeers: new Set() }, { ...b, cameraPeers: new Set() }).signals.photos,
    ).toBeUndefined();
  });

  it("counts a feature list on one side only against the match", () => {
    expect(scorePair(rec({}), other({ features: [] })).signals.features).toBeLessThanOrEqual(-1);
  });

  it("does not compare a feature list written in words no vocabulary knows", () => {
    // Known labels that differ are evidence against; an unreadable list is no evidence.
    const known = scorePair(
      rec({ features: ["Lift", "Terrace", "Parking"] }),
      other({ features: ["Pool", "Garden", "Sauna"] }),
    );
    expect(known.signals.features).toBeLessThan(-1);
    const unread = scorePair(
      rec({ features: ["Lift", "Terrace"] }),
      other({ features: ["Ascensor amplia", "Terrassa amplia"] }),
    );
    expect(unread.signals.features).toBe(0);
    // A known label beside an unknown one is compared on the known one.
    expect(
      scorePair(rec({ features: ["Lift"] }), other({ features: ["Lift", "Sala de jocs"] })).signals.features,
    ).toBeGreaterThan(0);
  });
});

describe("cannot-link rules", () => {
  it("never links a dwelling with land, parking or premises, nor land with a building", () => {
    expect(scorePair(rec({}), other({ type: "land" })).veto).toBe("type_family");
    expect(compatibleFamilies("home_flat", "parking")).toBe(false);
    expect(compatibleFamilies("land", "premises")).toBe(false);
    expect(compatibleFamilies("home_flat", "home_house")).toBe(true); // a penalty, not a rule
    expect(compatibleFamilies("land", "other")).toBe(true);
  });

  it("lets one portal carry a home twice through two agencies, or as a duplicate with one reference", () => {
    expect(scorePair(rec({}), rec({ listingId: "b" })).veto).toBe("same_source");
    expect(scorePair(rec({}), rec({ listingId: "b", agency: "Beta Immo" })).veto).toBeNull();
    expect(scorePair(rec({ reference: "A-1" }), rec({ listingId: "b", reference: "A-1" })).veto).toBeNull();
  });
});

describe("CandidateIndex", () => {
  it("finds an advert held by two indexes from either (query stamps are global)", () => {
    const a = new CandidateIndex();
    const b = new CandidateIndex();
    const r = rec({});
    a.add(r);
    b.add(r);
    const q = other({});
    expect(a.candidates(q)).toContain(r);
    expect(b.candidates(q)).toContain(r);
  });
});
