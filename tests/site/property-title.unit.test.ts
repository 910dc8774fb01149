// Generated titles in the four languages: the words, plurals, gender agreement and the
// elision/contraction of place names each language requires.
import { describe, expect, it } from "vitest";
import { countsBedrooms, propertyTitle, type TitleFacts } from "@/lib/i18n/title/property-title";

const flat: TitleFacts = { type: "flat", rooms: 3, surface_m2: 85, town: "Encamp", parish: "encamp" };

describe("propertyTitle", () => {
  it("says type, bedrooms, surface and place in each language", () => {
    expect(propertyTitle(flat, "ca")).toBe("Pis de 3 habitacions i 85 m² a Encamp");
    expect(propertyTitle(flat, "es")).toBe("Piso de 3 habitaciones y 85 m² en Encamp");
    expect(propertyTitle(flat, "fr")).toBe("Appartement de 3 chambres et 85 m² à Encamp");
    expect(propertyTitle(flat, "en")).toBe("3-bedroom flat of 85 m² in Encamp");
  });

  it("uses the singular for one bedroom (with Catalan d'1 and French d'une)", () => {
    const one = { ...flat, rooms: 1, surface_m2: 45 };
    expect(propertyTitle(one, "ca")).toBe("Pis d'1 habitació i 45 m² a Encamp");
    expect(propertyTitle(one, "es")).toBe("Piso de 1 habitación y 45 m² en Encamp");
    expect(propertyTitle(one, "fr")).toBe("Appartement d'une chambre et 45 m² à Encamp");
    expect(propertyTitle(one, "en")).toBe("1-bedroom flat of 45 m² in Encamp");
  });

  it("leaves out what is unknown", () => {
    const bare = { ...flat, rooms: null, surface_m2: null, town: null, parish: null };
    expect(propertyTitle(bare, "ca")).toBe("Pis a Andorra");
    expect(propertyTitle(bare, "fr")).toBe("Appartement en Andorre");
    expect(propertyTitle({ ...flat, rooms: null }, "ca")).toBe("Pis de 85 m² a Encamp");
    expect(propertyTitle({ ...flat, surface_m2: null }, "en")).toBe("3-bedroom flat in Encamp");
    expect(propertyTitle({ ...flat, rooms: null, surface_m2: 11 }, "ca")).toBe("Pis d'11 m² a Encamp");
  });

  it("names the parish when the town is unknown, with elision", () => {
    const ordino = { ...flat, town: null, parish: "ordino" };
    expect(propertyTitle(ordino, "ca")).toBe("Pis de 3 habitacions i 85 m² a Ordino");
    const massana = { ...flat, town: null, parish: "la_massana" };
    expect(propertyTitle(massana, "ca")).toBe("Pis de 3 habitacions i 85 m² a la Massana");
    expect(propertyTitle(massana, "fr")).toBe("Appartement de 3 chambres et 85 m² à La Massana");
    expect(propertyTitle(massana, "es")).toBe("Piso de 3 habitaciones y 85 m² en La Massana");
  });

  it("contracts the article of towns", () => {
    expect(propertyTitle({ ...flat, town: "el Tarter" }, "ca")).toMatch(/ al Tarter$/);
    expect(propertyTitle({ ...flat, town: "les Escaldes" }, "ca")).toMatch(/ a les Escaldes$/);
    expect(propertyTitle({ ...flat, town: "Pas de la Casa" }, "ca")).toMatch(/ al Pas de la Casa$/);
    expect(propertyTitle({ ...flat, town: "Pas de la Casa" }, "fr")).toMatch(/ au Pas de la Casa$/);
  });

  it("makes adjectives agree with the type's gender", () => {
    const furnished = { ...flat, features: ["Furnished", "Lift"] };
    expect(propertyTitle(furnished, "ca")).toBe("Pis moblat de 3 habitacions i 85 m² a Encamp");
    expect(propertyTitle({ ...furnished, type: "house" }, "ca")).toBe("Casa moblada de 3 habitacions i 85 m² a Encamp");
    expect(propertyTitle({ ...furnished, type: "house" }, "es")).toBe(
      "Casa amueblada de 3 habitaciones y 85 m² en Encamp",
    );
    expect(propertyTitle({ ...furnished, type: "house" }, "fr")).toBe("Maison meublée de 3 chambres et 85 m² à Encamp");
    expect(propertyTitle(furnished, "fr")).toBe("Appartement meublé de 3 chambres et 85 m² à Encamp");
    expect(propertyTitle({ ...furnished, type: "house" }, "en")).toBe("Furnished 3-bedroom house of 85 m² in Encamp");
  });

  it("counts no bedrooms for parking, land or studios and measures land by its plot", () => {
    const parking = { ...flat, type: "parking", rooms: 2, surface_m2: 12 };
    expect(propertyTitle(parking, "ca")).toBe("Plaça d'aparcament de 12 m² a Encamp");
    expect(propertyTitle(parking, "en")).toBe("Parking space of 12 m² in Encamp");
    const land = { ...flat, type: "land", rooms: null, surface_m2: null, plot_m2: 1200 };
    expect(propertyTitle(land, "ca")).toBe("Terreny de 1.200 m² a Encamp");
    expect(propertyTitle(land, "fr")).toMatch(/^Terrain de 1\s200 m² à Encamp$/);
    expect(propertyTitle({ ...flat, type: "studio", rooms: 1, surface_m2: 30 }, "es")).toBe(
      "Estudio de 30 m² en Encamp",
    );
  });

  it("falls back to a generic noun for an unknown type", () => {
    expect(propertyTitle({ ...flat, type: "castle" }, "en")).toBe("Property of 85 m² in Encamp");
  });
});

describe("countsBedrooms", () => {
  it("is true for the homes a bedroom count describes, false for studios and non-homes", () => {
    for (const type of ["flat", "house", "penthouse", "chalet"]) expect(countsBedrooms(type), type).toBe(true);
    for (const type of ["studio", "land", "parking", "commercial", "storage", "other"])
      expect(countsBedrooms(type), type).toBe(false);
  });
});
