// Reference systems (reference-sharing.ts): references are compared between two sources
// unless the data shows that each numbers its adverts its own way.
import { describe, expect, it } from "vitest";
import { cannotLink } from "@/lib/ingest/match/scoring/cannot-link";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { ReferenceSharing } from "@/lib/ingest/match/calibration/reference-sharing";
import { featureOf, rec } from "../support/match-fixtures";

const adverts = (sourceId: string, refs: string[]) =>
  refs.map((reference, i) => rec({ listingId: `${sourceId}-${i}`, sourceId, reference, price: 200_000 + i * 10_000 }));
const numbered = (prefix: string, n: number, from = 0) => Array.from({ length: n }, (_, i) => `${prefix}${from + i}`);

/** Measures `records` and hands each its source's live set, as the consolidator does. */
function measured(records: MatchRecord[]): ReferenceSharing {
  const sharing = new ReferenceSharing();
  sharing.measure(records);
  for (const r of records) r.referencesApart = sharing.apartFrom(r.sourceId);
  return sharing;
}

describe("ReferenceSharing", () => {
  // Two portals repeat the agencies' references (30 in common); a third writes its own ids.
  const agencyA = adverts("a", numbered("24", 40));
  const agencyB = adverts("b", [...numbered("24", 30), ...numbered("25", 10)]);
  const own = adverts("own", numbered("W9", 40));
  const small = adverts("small", numbered("X", 5));

  it("tells a source's own numbering apart from the agencies' references, and only with enough of them", () => {
    const sharing = measured([...agencyA, ...agencyB, ...own, ...small]);
    expect([...sharing.apartFrom("own")].sort()).toEqual(["a", "b"]);
    expect(sharing.apartFrom("a").has("b")).toBe(false);
    expect(sharing.apartFrom("small").size).toBe(0);
  });

  it("reads references of two systems as stated on neither side, and vetoes nothing on them", () => {
    measured([...agencyA, ...agencyB, ...own]);
    const ref = featureOf("reference");
    expect(ref(agencyA[0], agencyB[0])).toBe("reference:same");
    expect(ref(agencyA[0], agencyB[1])).toBe("reference:other");
    expect(ref(agencyA[0], own[0])).toBe("reference:none");
    // The same agency (the fixture's, on every advert) with two references is two homes,
    // within one system only.
    expect(cannotLink(agencyA[0], agencyB[1])).toBe("same_agency_other_reference");
    expect(cannotLink(agencyA[0], own[0])).toBeNull();
  });
});
