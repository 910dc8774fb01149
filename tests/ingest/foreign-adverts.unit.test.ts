// A Spanish-coast agency's Kyero feed with Andorran adverts mixed in: what cannot be
// placed in Andorra is rejected `outside_andorra` and counted; what can (by point, town
// or parish alone) is kept; Kyero's own type words map to our types.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveLocation } from "@/lib/ingest/normalise/location";
import { typeFromText } from "@/lib/ingest/normalise/vocabulary";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/kyero-costa/feed.xml");

describe("a Spanish-coast Kyero feed", () => {
  it("rejects every advert it cannot place in Andorra and keeps the Andorran ones", async () => {
    const report = emptyReport("costa");
    const kept = await readFeed(kyeroConnector.read(FEED), report);
    expect(report.read).toBe(19);
    expect(report.rejected).toEqual({ outside_andorra: 12 });
    expect(kept.map((a) => a.externalId).sort()).toEqual([
      "AD-2001",
      "AD-2002",
      "AD-2003",
      "AD-2004",
      "AD-2005",
      "AD-2006",
      "AD-2007",
    ]);
    const byId = new Map(kept.map((a) => [a.externalId, a]));
    // Placed only by parish: kept, at the parish.
    expect(byId.get("AD-2002")).toMatchObject({
      parish: "ordino",
      town: null,
      locationPrecision: "parish",
      type: "duplex",
    });
    expect(byId.get("AD-2004")).toMatchObject({ parish: "canillo", locationPrecision: "parish", type: "townhouse" });
    expect(byId.get("AD-2001")).toMatchObject({ parish: "escaldes_engordany", type: "flat" });
    expect(byId.get("AD-2003")).toMatchObject({ parish: "la_massana", type: "townhouse" });
    expect(byId.get("AD-2005")).toMatchObject({ parish: "la_massana", type: "chalet", locationPrecision: "exact" });
    expect(byId.get("AD-2006")).toMatchObject({ parish: "sant_julia_de_loria", type: "land" });
    expect(byId.get("AD-2007")).toMatchObject({ parish: "encamp", type: "penthouse", operation: "rent" });
    expect(report.unknownTypes).toEqual({});
  });

  it("maps every Kyero type word of the feed to one of our types", async () => {
    const words: Record<string, string> = {};
    for await (const a of kyeroConnector.read(FEED)) words[a.typeText!] = typeFromText(a.typeText)!;
    expect(words).toEqual({
      "Ground Floor Apartment": "flat",
      "Detached Villa": "chalet",
      Quad: "townhouse",
      "Town House": "townhouse",
      Bungalow: "house",
      "Cave House": "house",
      Finca: "farmhouse",
      "Country House": "farmhouse",
      Penthouse: "penthouse",
      Commercial: "commercial",
      Plot: "land",
      Garage: "parking",
      Apartment: "flat",
      Duplex: "duplex",
      "Semi-Detached House": "townhouse",
      "Terraced House": "townhouse",
      Villa: "chalet",
      Land: "land",
    });
  });
});

describe("a province or country that is not Andorra", () => {
  it("is a signal of its own, not a list of towns", () => {
    // A town no list knows, in a province that is not Andorra's: outside.
    expect(resolveLocation({ town: "Benijófar", province: "Alicante" }).outside).toBe(true);
    expect(resolveLocation({ province: "Murcia" }).outside).toBe(true);
    expect(resolveLocation({ town: "Benijófar", country: "España" }).outside).toBe(true);
  });

  it("keeps what names Andorra or one of its places, and what names nothing", () => {
    expect(resolveLocation({ province: "Andorra" })).toMatchObject({ outside: false, precision: "none" });
    expect(resolveLocation({ province: "Valls d'Andorra" }).outside).toBe(false);
    expect(resolveLocation({ province: "Principat d'Andorra", town: "Soldeu" })).toMatchObject({
      outside: false,
      parish: "canillo",
    });
    expect(resolveLocation({ province: "Sant Julià de Lòria" })).toMatchObject({
      outside: false,
      parish: "sant_julia_de_loria",
    });
    expect(resolveLocation({}).outside).toBe(false);
  });
});
