// Location inputs an audit found misread: padded and comma-decimal coordinates, spelled-out
// countries, "centre" in town texts, and a town-precision pin in another parish than the
// named town's. Each block fails if its fix in location.ts / towns.ts is reverted.
import { describe, expect, it } from "vitest";
import { TOWNS, matchTown, parishAt } from "@/lib/geo";
import { COUNTRY_KEYS } from "@/lib/geo/towns";
import { resolveLocation } from "@/lib/ingest/normalise/location";

const centroid = (name: string) => TOWNS.find((t) => t.name === name)!.centroid;

describe("precision from significant decimals", () => {
  it("rates zero-padded DECIMAL(9,6) coordinates by their significant decimals", () => {
    expect(resolveLocation({ lat: "42.510000", lng: "1.530000" })).toMatchObject({
      lat: 42.51,
      lng: 1.53,
      precision: "town",
    });
    expect(resolveLocation({ lat: "42.535000", lng: "1.588000" })).toMatchObject({
      precision: "street",
      parish: "encamp",
    });
  });

  it("keeps a genuine exact point ending in a zero or two exact; the coarser axis decides otherwise", () => {
    expect(resolveLocation({ lat: "42.507810", lng: "1.528934" })).toMatchObject({
      precision: "exact",
      parish: "andorra_la_vella",
    });
    expect(resolveLocation({ lat: "42.507800", lng: "1.528934" })).toMatchObject({
      precision: "exact",
      parish: "andorra_la_vella",
    });
    // Mixed precision is as precise as its coarser axis; three padded zeros are likelier padding than chance.
    expect(resolveLocation({ lat: "42.535", lng: "1.588393" })).toMatchObject({
      precision: "street",
      parish: "encamp",
    });
    expect(resolveLocation({ lat: "42.535493", lng: "1.588000" })).toMatchObject({
      precision: "street",
      parish: "encamp",
    });
  });
});

describe("comma decimals", () => {
  it("reads a lone comma as the decimal point, for the value and the precision", () => {
    expect(resolveLocation({ lat: "42,507812", lng: "1,528934" })).toMatchObject({
      lat: 42.507812,
      lng: 1.528934,
      precision: "exact",
      parish: "andorra_la_vella",
    });
    expect(resolveLocation({ lat: "42,535", lng: "1,588" })).toMatchObject({ precision: "street", parish: "encamp" });
  });

  it("trusts no number with both a comma and a dot", () => {
    expect(resolveLocation({ lat: "42.507,812", lng: "1.528934" })).toMatchObject({
      lat: null,
      lng: null,
      precision: "none",
      outside: false,
    });
  });
});

describe("country spellings", () => {
  it.each([
    "Andorra",
    "AD",
    "AND",
    "Andorre",
    "Principat d'Andorra",
    "Principado de Andorra",
    "Principality of Andorra",
    "Principauté d'Andorre",
    "Andorra (AD)",
    "Andorra, Europe",
    "Andorre - Europe",
  ])("%s is Andorra: an advert without coordinates is not rejected", (country) => {
    // "Incles" is not in the reference: nothing but the country speaks for the advert.
    expect(resolveLocation({ town: "Incles", country })).toMatchObject({
      parish: null,
      precision: "none",
      outside: false,
    });
  });

  it("still rejects a foreign country without coordinates", () => {
    expect(resolveLocation({ town: "Incles", country: "Spain" })).toMatchObject({ outside: true });
    expect(resolveLocation({ town: "Incles", country: "France, Europe" })).toMatchObject({ outside: true });
  });

  it("shares the town matcher's country spellings, which name no town", () => {
    for (const key of [
      "andorre",
      "principat d andorra",
      "principado de andorra",
      "principaute d andorre",
      "principality of andorra",
    ]) {
      expect(COUNTRY_KEYS.has(key)).toBe(true);
    }
    expect(matchTown("Principauté d'Andorre")).toBeNull();
  });
});

describe("'centre' names no town by itself", () => {
  it.each([
    ["Encamp - Centre", "Encamp", "encamp"],
    ["Escaldes, centre", "les Escaldes", "escaldes_engordany"],
    ["Centre, Ordino", "Ordino", "ordino"],
    ["Encamp centre", "Encamp", "encamp"],
    ["Ordino Centre", "Ordino", "ordino"],
    ["Andorra la Vella centro", "Andorra la Vella", "andorra_la_vella"],
    ["La Massana center", "La Massana", "la_massana"],
    ["Encamp centre-ville", "Encamp", "encamp"],
  ])("%s → %s", (text, town, parish) => {
    expect(resolveLocation({ town: text })).toMatchObject({ town, parish, precision: "town" });
  });

  it("leaves a bare generic word unmatched, the full neighbourhood name matched", () => {
    for (const word of ["Centre", "centro", "Center", "Centre-ville"]) expect(matchTown(word)).toBeNull();
    expect(matchTown("Centre històric")?.id).toBe("centre_historic");
    expect(matchTown("Centre historic")?.parish).toBe("andorra_la_vella");
  });
});

describe("a town-precision point and the named town's parish agree", () => {
  it("moves a 2-decimal point in another parish to the named town", () => {
    // (42.55, 1.60) lies in Canillo; the advert says Ordino.
    expect(parishAt(42.55, 1.6)).toBe("canillo");
    const r = resolveLocation({ lat: "42.55", lng: "1.60", town: "Ordino" });
    expect(r).toMatchObject({ parish: "ordino", town: "Ordino", precision: "town", ...centroid("Ordino") });
    expect(parishAt(r.lat!, r.lng!)).toBe(r.parish);
  });

  it("does the same for a padded point and for the les Escaldes town point", () => {
    const padded = resolveLocation({ lat: "42.510000", lng: "1.520000", town: "les Escaldes" });
    expect(padded).toMatchObject({ parish: "escaldes_engordany", precision: "town", ...centroid("les Escaldes") });
    const geonames = resolveLocation({ lat: 42.50729, lng: 1.53414, town: "les Escaldes" });
    expect(geonames).toMatchObject({ parish: "escaldes_engordany", precision: "town" });
    expect(parishAt(geonames.lat!, geonames.lng!)).toBe("escaldes_engordany");
  });

  it("keeps the given point when it already lies in the named town's parish", () => {
    expect(resolveLocation({ lat: "42.54", lng: "1.58", town: "Encamp" })).toMatchObject({
      lat: 42.54,
      lng: 1.58,
      parish: "encamp",
      precision: "town",
    });
  });
});

describe("a town across the border", () => {
  it.each([
    "La Seu d'Urgell",
    "Puigcerdà",
    "Porté-Puymorens",
    "Os de Civís",
    "Toulouse",
    "Bourg-Madame (66760)",
    "Llívia, Girona",
  ])("%s with the agency's province Andorra and nothing else is outside Andorra", (town) => {
    expect(resolveLocation({ town, province: "Andorra" })).toMatchObject({ outside: true, parish: null });
  });

  it("does not overrule an Andorran point, town or parish", () => {
    expect(resolveLocation({ town: "La Seu d'Urgell", province: "Canillo" })).toMatchObject({
      outside: false,
      parish: "canillo",
    });
    expect(resolveLocation({ town: "Encamp", province: "Andorra" })).toMatchObject({
      outside: false,
      parish: "encamp",
    });
    expect(resolveLocation({ town: "Toulouse", lat: "42.535493", lng: "1.588393" })).toMatchObject({
      outside: false,
      parish: "encamp",
    });
    expect(resolveLocation({ town: "Alpine village", province: "Andorra" })).toMatchObject({ outside: false });
  });
});

describe("a sign slip on the longitude", () => {
  it("is repaired when the mirrored point lies in Andorra, like swapped coordinates", () => {
    expect(resolveLocation({ lat: "42.507812", lng: "-1.528934", town: "Andorra la Vella" })).toMatchObject({
      lng: 1.528934,
      precision: "exact",
      parish: "andorra_la_vella",
      outside: false,
    });
    // A point in Spain that mirrors to nowhere in Andorra stays outside.
    expect(resolveLocation({ lat: "41.3874", lng: "2.1686" })).toMatchObject({ outside: true });
  });
});
