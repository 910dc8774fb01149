// Sources that count rooms or bathrooms another way (calibration-table.ts): the offset a pair of sources
// shows on its sure pairs (same agency, same reference) is taken off before rooms are
// compared; one home's ordinary drift of a bedroom more or less is not an offset.
import { describe, expect, it } from "vitest";
import { Consolidator } from "@/lib/ingest/match/consolidate/consolidator";
import { featureOf, homeNumbers, measuredCalibration, referencedAdverts } from "../support/match-fixtures";

/** Adverts of `sourceId` of homes `homes` (reference R<home>, 1–4 rooms by home) plus `extra(home)` rooms. */
const advertsOf = (sourceId: string, homes: number[], extra: (home: number) => number = () => 0) =>
  referencedAdverts(sourceId, homes, (h) => ({ rooms: 1 + (h % 4) + extra(h), price: 200_000 + h * 10_000 }));
const adverts = (sourceId: string, n: number, extra?: (home: number) => number) =>
  advertsOf(sourceId, homeNumbers(0, n), extra);
const roomsKey = featureOf("rooms");

describe("calibration: room and bathroom counts", () => {
  it("finds a source that counts one room more on most sure pairs, and compares rooms after it", () => {
    const agency = adverts("agency", 30);
    // The living room counted too, and a bedroom's drift on two adverts in ten.
    const pieces = adverts("pieces", 30, (i) => (i % 10 === 3 ? 0 : i % 10 === 7 ? 2 : 1));
    const offsets = measuredCalibration([...agency, ...pieces]);
    expect(offsets.of("roomOffsets", "pieces").get("agency")).toBe(1);
    expect(offsets.of("roomOffsets", "agency").get("pieces")).toBe(-1);
    expect(roomsKey(pieces[0], agency[0])).toBe("rooms:0");
    expect(roomsKey(agency[0], pieces[0])).toBe("rooms:0");
    // Another home of the agency with one room fewer still reads one apart.
    expect(roomsKey(pieces[1], agency[0])).toBe("rooms:1");
    expect(roomsKey(pieces[3], agency[3])).toBe("rooms:1"); // the drift itself: one apart
  });

  it("reads no offset from a home's ordinary drift, from too few pairs or from other agencies", () => {
    const agency = adverts("agency", 40);
    const drift = adverts("drift", 40, (i) => (i % 4 === 1 ? 1 : i % 4 === 2 ? -1 : 0));
    const few = adverts("few", 8, () => 1);
    const elsewhere = adverts("elsewhere", 30, () => 1).map((r) => ({ ...r, agencyKey: "another agency" }));
    const offsets = measuredCalibration([...agency, ...drift, ...few, ...elsewhere]);
    for (const s of ["agency", "drift", "few", "elsewhere"]) expect(offsets.of("roomOffsets", s).size).toBe(0);
    expect(roomsKey(few[0], agency[0])).toBe("rooms:1");
  });

  it("carries an offset through a third source when two sources share too few references", () => {
    // The pieces source and the portal share no reference; each shares 15 with the agency.
    const agency = adverts("agency", 30);
    const portal = advertsOf("portal", homeNumbers(0, 15));
    const pieces = advertsOf("pieces", homeNumbers(15, 15), () => 1);
    const offsets = measuredCalibration([...agency, ...portal, ...pieces]);
    expect(offsets.of("roomOffsets", "pieces").get("agency")).toBe(1);
    expect(offsets.of("roomOffsets", "pieces").get("portal")).toBe(1);
    expect(offsets.of("roomOffsets", "portal").get("pieces")).toBe(-1);
    expect(offsets.of("roomOffsets", "portal").has("agency")).toBe(false); // measured: the same count
  });

  it("is measured again at each snapshot, on every advert the matcher holds", () => {
    const consolidator = new Consolidator();
    const agency = adverts("agency", 20);
    const pieces = adverts("pieces", 20, () => 1);
    consolidator.beginSnapshot([...agency, ...pieces]);
    expect(pieces[0].roomOffsets.get("agency")).toBe(1);
    expect(roomsKey(pieces[0], agency[0])).toBe("rooms:0");
    expect(pieces[0].bathroomOffsets.size).toBe(0);
  });

  it("reads bathrooms the same way: a source that counts every toilet as a bathroom", () => {
    const consolidator = new Consolidator();
    const agency = adverts("agency", 20).map((r) => ({ ...r, bathrooms: 1 }));
    const toilets = adverts("toilets", 20).map((r) => ({ ...r, bathrooms: 2 }));
    consolidator.beginSnapshot([...agency, ...toilets]);
    expect(toilets[0].bathroomOffsets.get("agency")).toBe(1);
    expect(toilets[0].roomOffsets.size).toBe(0);
    const bathroomsKey = featureOf("bathrooms");
    expect(bathroomsKey(toilets[0], agency[0])).toBe("bathrooms:0");
    expect(bathroomsKey(agency[0], toilets[0])).toBe("bathrooms:0");
  });
});
