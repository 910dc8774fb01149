import { describe, expect, it } from "vitest";
import { monthlyFactor, operationFromText, typeFromText } from "@/lib/ingest/normalise/vocabulary";
import { parseNumber, parsePrice, parseSurface } from "@/lib/ingest/normalise/numbers";
import { normaliseFeatures } from "@/lib/ingest/normalise/features";

describe("type words in Catalan, Spanish, French and English", () => {
  it.each([
    ["Pis", "flat"],
    ["Piso", "flat"],
    ["Apartment", "flat"],
    ["Appartement", "flat"],
    ["Àtic", "penthouse"],
    ["Ático", "penthouse"],
    ["Penthouse", "penthouse"],
    ["Attique", "penthouse"],
    ["Xalet", "chalet"],
    ["Chalet", "chalet"],
    ["Villa", "chalet"],
    ["Casa adossada", "townhouse"],
    ["Casa adosada", "townhouse"],
    ["Town House", "townhouse"],
    ["Maison mitoyenne", "townhouse"],
    ["Casa", "house"],
    ["Maison", "house"],
    ["Borda", "farmhouse"],
    ["Terreny", "land"],
    ["Terreno", "land"],
    ["Plot", "land"],
    ["Terrain", "land"],
    ["Garatge", "parking"],
    ["Plaça d'aparcament", "parking"],
    ["Plaza de garaje", "parking"],
    ["Local", "commercial"],
    ["Local comercial", "commercial"],
    ["Despatx", "office"],
    ["Bureau", "office"],
    ["Nau", "industrial"],
    ["Nave industrial", "industrial"],
    ["Entrepôt", "industrial"],
    ["Traster", "storage"],
    ["Storage Room", "storage"],
    ["Edifici", "building"],
    ["Estudi", "studio"],
    ["Altres", "other"],
    ["terreny aixirivall", "land"],
    ["DÚPLEX", "duplex"],
    ["Pàrquing", "parking"],
    ["Plaça de pàrquing", "parking"],
    ["Adosado", "townhouse"],
    ["Torre", "chalet"],
    ["Bungalow", "house"],
    ["Golfes", "penthouse"],
    ["Buhardilla", "penthouse"],
    ["Entresuelo", "flat"],
    ["Refugi", "farmhouse"],
    ["Cabaña", "farmhouse"],
    ["Bâtiment", "building"],
    ["Restaurant", "commercial"],
    ["Bar", "commercial"],
    ["Fons de comerç", "commercial"],
    ["Apartment building", "building"],
    // Plurals read as their singular.
    ["Oficines", "office"],
    ["Oficinas", "office"],
    ["Locales comerciales", "commercial"],
    ["Apartaments", "flat"],
    ["Garajes", "parking"],
    // Catalan feminine plurals (-es for -a, qu/gu kept): read as their singular.
    ["Cases", "house"],
    ["Cases adossades", "townhouse"],
    ["Cases de poble", "house"],
    ["Bordes", "farmhouse"],
    ["Masies", "farmhouse"],
    ["Parcel·les", "land"],
    ["Botigues", "commercial"],
    // A generic dwelling word followed by its kind is that kind.
    ["Pis duplex", "duplex"],
    ["Piso dúplex", "duplex"],
    ["Appartement duplex", "duplex"],
    ["Pis àtic", "penthouse"],
    ["Piso ático", "penthouse"],
    ["Apartment penthouse", "penthouse"],
    ["Casa pareada", "townhouse"],
    ["Vivenda aparellada", "townhouse"],
    ["Building land", "land"],
    ["Attic", "penthouse"],
    ["Car park", "parking"],
    ["Mansion", "chalet"],
    ["T3", "flat"],
    ["2 pièces", "flat"],
  ])("%s → %s", (word, type) => {
    expect(typeFromText(word)).toBe(type);
  });

  it("returns null for words it does not know, so the caller can count them", () => {
    expect(typeFromText("Yurt")).toBeNull();
    expect(typeFromText("")).toBeNull();
  });

  it.each([
    ["sale", "sale"],
    ["venda", "sale"],
    ["Venta", "sale"],
    ["vente", "sale"],
    ["month", "rent"],
    ["lloguer", "rent"],
    ["alquiler", "rent"],
    ["location", "rent"],
    ["week", "seasonal_rent"],
    ["lloguer de temporada", "seasonal_rent"],
    ["holiday rental", "seasonal_rent"],
    ["location vacances", "seasonal_rent"],
    ["year", "rent"],
    ["yearly", "rent"],
    ["annual", "rent"],
    ["quarterly", "rent"],
    ["mensual", "rent"],
    ["lease", "rent"],
    ["long_term", "rent"],
    ["day", "seasonal_rent"],
    ["daily", "seasonal_rent"],
    ["night", "seasonal_rent"],
    ["semanal", "seasonal_rent"],
    ["short_term", "seasonal_rent"],
    ["Se vende", "sale"],
    ["Es ven", "sale"],
    ["À vendre", "sale"],
    ["Se alquila", "rent"],
    ["Es lloga", "rent"],
    ["À louer", "rent"],
    // The option to buy is part of a rent, not a sale.
    ["Alquiler con opción a compra", "rent"],
    ["Lloguer amb opció de compra", "rent"],
    ["Rent to own", "rent"],
  ])("operation %s → %s", (word, op) => {
    expect(operationFromText(word)).toBe(op);
  });

  it.each([
    ["month", 1],
    [undefined, 1],
    ["lloguer", 1],
    ["year", 1 / 12],
    ["annual", 1 / 12],
    ["quarterly", 1 / 3],
    ["week", 52 / 12],
    ["night", 365 / 12],
    ["daily", 365 / 12],
  ])("a rent priced per %s is multiplied by %d to give its monthly rent", (word, factor) => {
    expect(monthlyFactor(word)).toBeCloseTo(factor, 10);
  });

  it("has no operation for unrelated words", () => {
    expect(operationFromText("consultar")).toBeNull();
    expect(operationFromText(undefined)).toBeNull();
  });
});

describe("numbers as feeds write them", () => {
  it("parses prices in whole euros and treats 'on request' as null", () => {
    expect(parsePrice("315.000 €")).toBe(315000);
    expect(parsePrice("1.878.000 €")).toBe(1878000);
    expect(parsePrice("1,250,000")).toBe(1250000);
    expect(parsePrice("950,50")).toBe(951);
    expect(parsePrice(185000)).toBe(185000);
    expect(parsePrice("Consultar")).toBeNull();
    expect(parsePrice("0")).toBeNull();
    // A negative amount is no price, written as text or as a number.
    expect(parsePrice("-250000")).toBeNull();
    expect(parsePrice("- 250.000 €")).toBeNull();
    expect(parsePrice(-250000)).toBeNull();
    expect(parsePrice("250'000")).toBe(250000);
    expect(parsePrice("1’250’000 CHF")).toBe(1250000);
  });

  it("reads a thousand or million multiplier written after the number, and not a month", () => {
    expect(parsePrice("350K")).toBe(350000);
    expect(parsePrice("1,5 M€")).toBe(1500000);
    expect(parsePrice("1.2 millones")).toBe(1200000);
    expect(parsePrice("1 milió")).toBe(1000000);
    expect(parsePrice("300 mil euros")).toBe(300000);
    expect(parsePrice("1.200 €/mes")).toBe(1200);
    expect(parsePrice("950 €/mois")).toBe(950);
  });

  it("reads surfaces, with 0 meaning unknown", () => {
    expect(parseSurface("84 m2")).toBe(84);
    expect(parseSurface("0 m2")).toBeNull();
    expect(parseSurface("1.5")).toBe(1.5);
    expect(parseNumber("3 Habitacions")).toBe(3);
    expect(parseSurface("915 sq ft")).toBe(85);
  });

  it("maps feature words of every language to one label", () => {
    expect(normaliseFeatures(["Ascensor", "Ascenseur", "Lift", "Terraza", "Sala de jocs"])).toEqual([
      "Lift",
      "Terrace",
      "Sala de jocs",
    ]);
  });

  it.each([
    ["Pàrquing", "Parking"],
    ["Plaça de pàrquing", "Parking"],
    ["Xemeneia", "Fireplace"],
    ["Calefacción central", "Heating"],
    ["A/A", "Air conditioning"],
    ["Vue montagne", "Views"],
    ["Jardí privat", "Garden"],
    ["Communal pool", "Pool"],
    ["Sin amueblar", "Unfurnished"],
    ["Terra radiant", "Underfloor heating"],
    ["Reformado", "Renovated"],
    ["Obra nova", "New build"],
    ["Guarda-esquís", "Ski room"],
    ["S'accepten animals", "Pets allowed"],
    ["Se aceptan mascotas", "Pets allowed"],
    // Plurals read as their singular, word by word.
    ["Terrazas", "Terrace"],
    ["Balcons", "Balcony"],
    ["Ascensors", "Lift"],
    ["Vistas a las montañas", "Views"],
  ])("feature %s → %s", (word, label) => {
    expect(normaliseFeatures([word])).toEqual([label]);
  });

  it("keeps an unfurnished home apart from a furnished one", () => {
    expect(normaliseFeatures(["Sin amueblar", "Amueblado"])).toEqual(["Unfurnished", "Furnished"]);
  });
});
