import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { agencyKey, photoKey, referenceKey, sameAgency } from "@/lib/ingest/match/evidence/match-keys";
import type { MatchInput } from "@/lib/ingest/match/record/match-record";
import { rec as flatRecord } from "../support/match-fixtures";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { MATCH_THRESHOLD } from "@/lib/ingest/match/settings";

// The shared flat (tests/support/match-fixtures.ts) with reference: "A-101".
const rec = (over: Partial<MatchInput>) => flatRecord({ reference: "A-101", ...over });

describe("scorePair", () => {
  it("matches the same home published differently, and says why", () => {
    // Another portal: no reference, "penthouse" for "flat", 0.6 % dearer, a square metre
    // more, a street-level point 60 m away.
    const s = scorePair(
      rec({}),
      rec({
        listingId: "b",
        sourceId: "s2",
        reference: null,
        type: "penthouse",
        price: 352000,
        surfaceM2: 86,
        lat: 42.5134,
        lng: 1.5392,
        locationPrecision: "street",
      }),
    );
    expect(s.veto).toBeNull();
    expect(s.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(Object.keys(s.signals)).toEqual(
      expect.arrayContaining(["prior", "price", "surface", "rooms", "agency", "location"]),
    );
    // The evidence adds up to the score (log-odds).
    const sum = Object.values(s.signals).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - s.score)).toBeLessThan(0.05);
  });

  it("keeps a sibling unit of the same agency apart by its other reference", () => {
    const s = scorePair(
      rec({}),
      rec({ listingId: "b", sourceId: "s2", reference: "A-102", price: 345000, surfaceM2: 84 }),
    );
    expect(s.veto).toBe("same_agency_other_reference");
  });

  it("never matches a sale with a rental, nor two active adverts of one portal and agency", () => {
    expect(scorePair(rec({}), rec({ listingId: "b", sourceId: "s2", operation: "rent" })).veto).toBe("operation");
    expect(scorePair(rec({ reference: null }), rec({ listingId: "b", reference: null })).veto).toBe("same_source");
    // Neither names an agency: nothing says the portal carries one home twice.
    const noAgency = { reference: null, agency: null };
    expect(scorePair(rec(noAgency), rec({ ...noAgency, listingId: "b" })).veto).toBe("same_source");
  });

  it("lets the evidence decide two adverts of one portal when only one names its agency", () => {
    // A portal that drops the agency on some adverts may show one home twice, once per agency.
    const s = scorePair(rec({ reference: null }), rec({ listingId: "b", reference: null, agency: null }));
    expect(s.veto).toBeNull();
    expect(s.signals.source).toBeLessThan(0); // one portal: a little evidence against
  });

  it("scores far-apart or differently sized homes below the threshold", () => {
    const same = scorePair(rec({ reference: null }), rec({ listingId: "b", sourceId: "s2", reference: null }));
    const far = scorePair(
      rec({ reference: null }),
      rec({ listingId: "b", sourceId: "s2", reference: null, lat: 42.46, lng: 1.49 }),
    );
    expect(far.score).toBeLessThan(MATCH_THRESHOLD);
    expect(far.signals.location).toBeLessThanOrEqual(-4);
    // 35 m² more: strong evidence against, though not a veto (portals mix built and usable area)...
    const bigger = scorePair(
      rec({ reference: null }),
      rec({ listingId: "b", sourceId: "s2", reference: null, surfaceM2: 120 }),
    );
    expect(bigger.signals.surface).toBeLessThanOrEqual(-4);
    expect(same.score - bigger.score).toBeGreaterThanOrEqual(6);
    // ...and with a price that differs too, another home.
    const dearer = scorePair(
      rec({ reference: null }),
      rec({ listingId: "b", sourceId: "s2", reference: null, surfaceM2: 120, price: 480000 }),
    );
    expect(dearer.score).toBeLessThan(MATCH_THRESHOLD);
  });

  it("treats shared camera file names as strong evidence and disjoint ones as evidence against", () => {
    const photos = (names: string[]) => names.map((n) => `https://x.example/${n}.jpg`);
    const a = rec({ reference: null, imageUrls: photos(["IMG_1001", "IMG_1002", "IMG_1003"]) });
    const same = scorePair(
      a,
      rec({ listingId: "b", sourceId: "s2", reference: null, imageUrls: photos(["IMG_1002", "IMG_1003"]) }),
    );
    // Disjoint albums count against only between sources seen sharing camera files (camera-sharing.ts).
    const other = scorePair(
      { ...a, cameraPeers: new Set(["s2"]) },
      rec({ listingId: "b", sourceId: "s2", reference: null, imageUrls: photos(["IMG_2001", "IMG_2002"]) }),
    );
    expect(same.signals.photos).toBeGreaterThan(0);
    expect(other.signals.photos).toBeLessThan(0);
  });

  it("counts every shared photo name whatever order the albums list them in", () => {
    // Albums are compared by merging their name hashes (to-match-record.ts): the order of the feed must not matter.
    const names = Array.from({ length: 40 }, (_, i) => `salo-vistes-${i * 7919}`);
    const shuffled = [...names].reverse().filter((_, i) => i % 3 !== 0);
    const sharedOf = (a: string[], b: string[]) =>
      pairFeatures(
        rec({ reference: null, imageUrls: a.map((n) => `https://x.example/${n}.jpg`) }),
        rec({ listingId: "b", sourceId: "s2", reference: null, imageUrls: b.map((n) => `https://y.example/${n}.jpg`) }),
      ).find((k) => k.startsWith("photos:"));
    expect(sharedOf(names, shuffled)).toBe("photos:shared4");
    expect(sharedOf(names.slice(0, 1), shuffled.slice(-1))).toBe(undefined); // one distinctive name each, not the same
    expect(sharedOf(["IMG_1001", "zz-terrassa"], ["zz-terrassa", "IMG_9999"])).toBe("photos:shared3");
    expect(sharedOf(["IMG_1001", "IMG_1002"], ["IMG_1002", "IMG_7777"])).toBe("photos:shared1");
  });
});

describe("match keys", () => {
  it("recognises one agency behind different spellings", () => {
    expect(agencyKey("Immobiliària Alfa")).toBe(agencyKey("ALFA Inmobiliaria S.L."));
    expect(agencyKey("Alfa Real Estate")).toBe(agencyKey("Immobiliaria Alfa"));
    expect(agencyKey("Alfa Immo")).not.toBe(agencyKey("Beta Immo"));
  });

  it("reads a private seller as no agency: two of them are not one agency", () => {
    for (const seller of ["Particular", "PARTICULIER", "Private seller", "Propietario", "Sin agencia", "N/A"])
      expect(agencyKey(seller)).toBeNull();
    expect(agencyKey("Particular Homes Andorra")).toBe("homes particular");
  });

  it("recognises one agency behind a branch, the country or a company form one source adds", () => {
    const same = (x: string, y: string) => sameAgency(agencyKey(x)!, agencyKey(y)!);
    expect(same("Engel & Völkers Andorra", "ENGEL & VÖLKERS, S.L.")).toBe(true);
    expect(same("Immobiliària Galí", "IMMOBILIÀRIA GALÍ ANDORRA - Escaldes, S.L.")).toBe(true);
    expect(same("Immo 1", "IMMO 1 ANDORRA, S.L.U.")).toBe(true);
    // Another name is another agency; a lone number only matches whole.
    expect(same("Finques Marca", "Finques Valira")).toBe(false);
    expect(same("Immo 1", "Immo 1 Encamp")).toBe(false);
    expect(same("Nou Aire Immobiliària", "Aire Nou Serveis")).toBe(true);
  });

  it("reads a CDN's size variants of one photo as one photo", () => {
    const key = "img_1234";
    for (const name of ["IMG_1234.jpg", "IMG_1234-1024x768.jpg", "IMG_1234_800x600.webp", "IMG_1234@2x.png"])
      expect(photoKey(`https://cdn.example/a/${name}?v=3`)).toBe(key);
    expect(photoKey("https://x.example/salo-vistes-scaled.jpg")).toBe("salo-vistes");
    expect(photoKey("https://x.example/terrassa_thumb.jpg")).toBe("terrassa");
    // A variant of a generic name is still generic, and a name's own digits stay.
    expect(photoKey("https://x.example/photo-1-1024x768.jpg")).toBeNull();
    expect(photoKey("https://x.example/IMG_1234.jpg")).not.toBe(photoKey("https://x.example/IMG_1235.jpg"));
  });

  it("reads a portal's or branch's code before an agency's reference as no part of it", () => {
    for (const ref of ["26175", "REF-26175", "AL-26175", "GAL26175", "ref. AL 26175", "0026175", "AL-026175"])
      expect(referenceKey(ref)).toBe("26175");
    // Short numbers keep their letters (blocks of one promotion), as do suffixes.
    expect(referenceKey("A-101")).toBe("a101");
    expect(referenceKey("B-101")).not.toBe(referenceKey("A-101"));
    expect(referenceKey("26175-A")).toBe("26175a");
    expect(referenceKey("ABCDE-26175")).toBe("abcde26175");
  });

  it("compares land by its plot when no built surface is given", () => {
    expect(rec({ type: "land", surfaceM2: null, plotM2: 800 }).surface).toBe(800);
    expect(rec({ type: "flat", surfaceM2: null, plotM2: 800 }).surface).toBeNull();
  });
});

describe("Consolidator", () => {
  it("attaches an advert to the property of its best match and creates a property otherwise", () => {
    const c = new Consolidator();
    c.add(rec({}));
    const d = c.decide(rec({ listingId: "b", sourceId: "s2", reference: null, price: 352000 }));
    expect(d.propertyId).toBe("p1");
    expect(d.evidence).toMatchObject({ decision: "matched", matchedListingId: "a" });
    const n = c.decide(rec({ listingId: "c", sourceId: "s2", reference: null, price: 900000, surfaceM2: 200 }));
    expect(n.propertyId).toBeNull();
    expect(n.evidence.decision).toBe("new");
  });
});
