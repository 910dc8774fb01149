// The agency's reference read from an advert's text when the feed's <ref> is empty: only
// behind an explicit label, only a code with a digit, and nothing when two codes disagree.
import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { referenceInText } from "@/lib/ingest/normalise/reference-in-text";
import type { RawAdvert } from "@/lib/ingest/types";

describe("referenceInText", () => {
  it("reads the labels agencies write in four languages", () => {
    expect(referenceInText("Pis a Canillo. Ref. 26175")).toBe("26175");
    expect(referenceInText("Referència: GA-26175. Bonic pis")).toBe("GA-26175");
    expect(referenceInText("Réf : 26175")).toBe("26175");
    expect(referenceInText("Référence : AND-1234/B")).toBe("AND-1234/B");
    expect(referenceInText("Reference no. 26175")).toBe("26175");
    expect(referenceInText("Ref. nº 26175")).toBe("26175");
    expect(referenceInText("(ref: 26175)")).toBe("26175");
    expect(referenceInText("REF#26175")).toBe("26175");
    expect(referenceInText("ref.26175")).toBe("26175");
    expect(referenceInText("Ref: ga-26175.")).toBe("GA-26175");
  });

  it("ignores words that only begin like the label, codes without a digit and registry references", () => {
    expect(referenceInText("Piso reformado en 2019, 3 hab.")).toBeNull();
    expect(referenceInText("Refurbished flat, 120 m2")).toBeNull();
    expect(referenceInText("Reference: Apartment")).toBeNull();
    expect(referenceInText("Referencia catastral 1234567AB")).toBeNull();
    expect(referenceInText("Referencia catastral 1234567AB, ref. 26175")).toBe("26175");
  });

  it("gives nothing when the texts state two different codes, one when they repeat it", () => {
    expect(referenceInText("Ref. A-12 i Ref. B-14")).toBeNull();
    expect(referenceInText("Ref. 26175", "… ref 26175")).toBe("26175");
    expect(referenceInText("Ref. 26175", "Ref. 26176")).toBeNull();
    expect(referenceInText(null, undefined, "")).toBeNull();
  });
});

describe("normaliseAdvert's reference", () => {
  const advert = (more: Partial<RawAdvert>): RawAdvert => ({
    externalId: "A",
    url: "https://a.example/A",
    operationText: "sale",
    typeText: "Pis",
    price: "250000",
    town: "Encamp",
    ...more,
  });
  const reference = (more: Partial<RawAdvert>) => {
    const r = normaliseAdvert(advert(more));
    if (!r.ok) throw new Error(r.reason);
    return r.advert.reference;
  };

  it("is the feed's field when it has one, else the one the title or description states", () => {
    expect(reference({ reference: "26175", description: "Ref. 99999" })).toBe("26175");
    expect(reference({ description: "<p>Pis lluminós.<br>Ref.&nbsp;26175</p>" })).toBe("26175");
    expect(reference({ title: "Pis a Encamp (Ref. GA-26175)" })).toBe("GA-26175");
    expect(reference({ description: "Pis lluminós, reformat el 2020." })).toBeNull();
  });
});
