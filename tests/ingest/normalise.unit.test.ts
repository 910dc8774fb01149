import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { resolveLocation } from "@/lib/ingest/normalise/location";
import { normaliseFeatures } from "@/lib/ingest/normalise/features";
import { featureLabel } from "@/lib/domain/feature-labels";
import { FEATURES } from "@/lib/ingest/normalise/feature-vocabulary";
import type { RawAdvert } from "@/lib/ingest/types";

const base: RawAdvert = {
  externalId: "X1",
  url: "https://a.example/X1",
  operationText: "sale",
  typeText: "Pis",
  price: "250000",
  town: "Encamp",
};

describe("normaliseAdvert", () => {
  it("produces a stored advert with rental period, title and stable content hash", () => {
    const r = normaliseAdvert({
      ...base,
      operationText: "month",
      price: "1.200 €",
      description: "Pis moblat a Encamp. Molt lluminós.",
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.advert).toMatchObject({
      operation: "rent",
      type: "flat",
      price: 1200,
      period: "month",
      parish: "encamp",
      title: "Pis moblat a Encamp",
    });
    const again = normaliseAdvert({
      ...base,
      operationText: "month",
      price: "1.200 €",
      description: "Pis moblat a Encamp. Molt lluminós.",
    });
    expect(again.ok && again.advert.contentHash).toBe(r.advert.contentHash);
  });

  it("rejects adverts without id, URL or operation, and outside Andorra", () => {
    expect(normaliseAdvert({ ...base, externalId: " " })).toMatchObject({ ok: false, reason: "missing_id" });
    expect(normaliseAdvert({ ...base, url: undefined })).toMatchObject({ ok: false, reason: "missing_url" });
    expect(normaliseAdvert({ ...base, operationText: "consultar" })).toMatchObject({
      ok: false,
      reason: "no_operation",
    });
    expect(normaliseAdvert({ ...base, town: "Barcelona", lat: 41.3874, lng: 2.1686 })).toMatchObject({
      ok: false,
      reason: "outside_andorra",
    });
    expect(normaliseAdvert({ ...base, town: "La Seu d'Urgell", country: "España" })).toMatchObject({
      ok: false,
      reason: "outside_andorra",
    });
  });

  it("stores a rent per month whatever period the feed prices it by", () => {
    const rent = (operationText: string, price: string) => normaliseAdvert({ ...base, operationText, price });
    expect(rent("month", "1200")).toMatchObject({
      ok: true,
      advert: { operation: "rent", price: 1200, period: "month" },
    });
    expect(rent("year", "14400")).toMatchObject({
      ok: true,
      advert: { operation: "rent", price: 1200, period: "month" },
    });
    expect(rent("week", "800")).toMatchObject({
      ok: true,
      advert: { operation: "seasonal_rent", price: 3467, period: "month" },
    });
    expect(rent("night", "120")).toMatchObject({
      ok: true,
      advert: { operation: "seasonal_rent", price: 3650, period: "month" },
    });
    expect(rent("sale", "250000")).toMatchObject({ ok: true, advert: { price: 250000, period: null } });
  });

  it("takes euros however they are named, and no other currency for euros", () => {
    const priced = (raw: Partial<RawAdvert>) => {
      const r = normaliseAdvert({ ...base, ...raw });
      return r.ok ? r.advert.price : "rejected";
    };
    for (const currency of ["EUR", "eur", "€", "Euro", "EUROS"]) expect(priced({ currency })).toBe(250000);
    expect(priced({ currency: "USD" })).toBeNull();
    for (const price of ["$350,000", "£350,000", "350.000 USD", "350,000 dollars"])
      expect(priced({ price })).toBeNull();
    expect(priced({ price: "350.000 €" })).toBe(350000);
  });

  it("keeps unknown type words as `other` and reports them", () => {
    const r = normaliseAdvert({ ...base, typeText: "Yurt" });
    expect(r.ok && r.advert.type).toBe("other");
    expect(r.ok && r.unknownType).toBe("Yurt");
  });
});

describe("resolveLocation", () => {
  it("uses point-in-polygon for precise coordinates", () => {
    expect(resolveLocation({ lat: "42.535493", lng: "1.588393", town: "Encamp" })).toMatchObject({
      parish: "encamp",
      precision: "exact",
    });
    expect(resolveLocation({ lat: "42.535", lng: "1.588" })).toMatchObject({ parish: "encamp", precision: "street" });
  });

  it("treats a town-centre point as town precision and trusts the named town's parish (les Escaldes)", () => {
    // GeoNames' les Escaldes point lies in the OSM Andorra la Vella polygon.
    expect(resolveLocation({ lat: 42.50729, lng: 1.53414, town: "les Escaldes" })).toMatchObject({
      parish: "escaldes_engordany",
      precision: "town",
      town: "les Escaldes",
    });
  });

  it("repairs swapped latitude and longitude", () => {
    expect(resolveLocation({ lat: "1.588393", lng: "42.535493" })).toMatchObject({
      lat: 42.535493,
      lng: 1.588393,
      parish: "encamp",
    });
  });

  it("falls back to the town, then the zone, then free text", () => {
    expect(resolveLocation({ town: "Sant Julià" })).toMatchObject({ parish: "sant_julia_de_loria", precision: "town" });
    expect(resolveLocation({ province: "escaldes engordany" })).toMatchObject({ parish: "escaldes_engordany" });
    expect(resolveLocation({ province: "ordino", placeText: "el serrat parking" })).toMatchObject({
      parish: "ordino",
      town: "el Serrat",
    });
    expect(resolveLocation({})).toMatchObject({ parish: null, precision: "none", outside: false });
  });

  it("places an advert by its postcode alone, in the province, town or place text (AD100–AD700)", () => {
    // "AD500" in the province used to be read as a place elsewhere: the advert was rejected.
    expect(resolveLocation({ province: "AD500", country: "Andorra" })).toMatchObject({
      parish: "andorra_la_vella",
      precision: "parish",
      outside: false,
    });
    expect(resolveLocation({ town: "AD 700" })).toMatchObject({ parish: "escaldes_engordany", precision: "parish" });
    expect(resolveLocation({ placeText: "Carretera general, AD100" })).toMatchObject({ parish: "canillo" });
    // A named town still wins over the zone, and an unknown code places nothing.
    expect(resolveLocation({ town: "Soldeu", province: "AD100" })).toMatchObject({ town: "Soldeu", precision: "town" });
    expect(resolveLocation({ province: "AD900" })).toMatchObject({ parish: null, outside: true });
  });

  it("reads the country as the province (every Kyero feed's <province>Andorra) as no zone at all", () => {
    // It used to prefix-match Andorra la Vella: a parish guessed for every advert without a town.
    expect(resolveLocation({ province: "Andorra", country: "Andorra" })).toMatchObject({
      parish: null,
      precision: "none",
      outside: false,
    });
    expect(resolveLocation({ province: "Andorra", placeText: "Pis al Pas de la Casa" })).toMatchObject({
      parish: "encamp",
      town: "Pas de la Casa",
    });
  });
});

describe("feature vocabulary", () => {
  it("maps the feature words of real feeds in four languages to one canonical feature", () => {
    expect(normaliseFeatures(["Cuina Equipada", "Cocina equipada", "Cuisine équipée", "equipped kitchen"])).toEqual([
      "Equipped kitchen",
    ]);
    expect(normaliseFeatures(["Porter automàtic", "Porter"])).toEqual(["Entryphone", "Concierge"]);
    expect(normaliseFeatures(["Ascensor / muntacàrregues", "Box tancat", "Garatge"])).toEqual([
      "Lift",
      "Closed garage",
      "Parking",
    ]);
    expect(normaliseFeatures(["Internet - Wifi", "Vidres dobles", "Armaris encastats"])).toEqual([
      "Internet",
      "Double glazing",
      "Built-in wardrobes",
    ]);
    expect(normaliseFeatures(["Vista al riu"])).toEqual(["Vista al riu"]); // unknown: kept as written
  });

  it("names every canonical feature in each of the site's languages", () => {
    expect(featureLabel("Equipped kitchen", "ca")).toBe("Cuina equipada");
    expect(featureLabel("Lift", "fr")).toBe("Ascenseur");
    expect(featureLabel("Vista al riu", "es")).toBe("Vista al riu");
    for (const [key, { label }] of Object.entries(FEATURES)) {
      expect(label.en).toBe(key);
      for (const l of ["ca", "es", "fr"] as const) expect(label[l].trim().length).toBeGreaterThan(0);
    }
  });
});
