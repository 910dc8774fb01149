// Shared passages: a sentence is marked when five words of it, folded, appear in the other text.
import { describe, expect, it } from "vitest";
import { sharedPassages } from "@/lib/admin/shared-passages";

describe("sharedPassages", () => {
  it("marks sentences that share a five-word run, whatever the case and accents", () => {
    const ours = "Pis lluminós amb vistes a la muntanya. Garatge inclòs al preu!";
    const theirs = "Nou: PIS LLUMINOS AMB VISTES a la vall. Sense garatge.";
    expect(sharedPassages(ours, theirs)).toEqual([
      { text: "Pis lluminós amb vistes a la muntanya. ", shared: true },
      { text: "Garatge inclòs al preu!", shared: false },
    ]);
  });

  it("needs five words in a row: four are not a passage", () => {
    expect(sharedPassages("Pis amb vistes boniques.", "Pis amb vistes boniques i terrassa.")[0].shared).toBe(false);
  });

  it("keeps the text whole, and nothing without a description", () => {
    const text = "One.\n\nTwo two two two two.";
    expect(
      sharedPassages(text, null)
        .map((p) => p.text)
        .join(""),
    ).toBe(text);
    expect(sharedPassages(null, "anything")).toEqual([]);
  });
});
