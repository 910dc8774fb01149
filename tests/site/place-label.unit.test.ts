// The place a card and a property page name: the town and its parish, once each.
import { describe, expect, it } from "vitest";
import { placeLabel } from "@/lib/i18n/parish-name";

describe("placeLabel", () => {
  it("names a village with its parish", () => {
    expect(placeLabel("Arinsal", "la_massana")).toBe("Arinsal, La Massana");
  });

  it("names a parish's namesake town once, whatever the feed's case or accents", () => {
    expect(placeLabel("Encamp", "encamp")).toBe("Encamp");
    expect(placeLabel("ANDORRA LA VELLA", "andorra_la_vella")).toBe("ANDORRA LA VELLA");
    expect(placeLabel("Sant Julia de Loria", "sant_julia_de_loria")).toBe("Sant Julia de Loria");
  });

  it("falls back to what is known", () => {
    expect(placeLabel(null, "ordino")).toBe("Ordino");
    expect(placeLabel("Soldeu", null)).toBe("Soldeu");
    expect(placeLabel(null, null)).toBeNull();
  });
});
