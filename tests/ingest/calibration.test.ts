// One calibration table, one minimum (calibration-table.ts, calibration.ts): a source that
// states every field its own way shows each habit once its sure pairs with another source
// reach MIN_SURE_PAIRS, and none of them one pair short. The per-field stress variants
// (room counts, prices, surfaces, points, family habits) have tests of their own.
import { describe, expect, it } from "vitest";
import { Calibration } from "@/lib/ingest/match/calibration/calibration";
import { CALIBRATION_TABLE } from "@/lib/ingest/match/calibration/calibration-table";
import { MIN_SURE_PAIRS } from "@/lib/ingest/match/settings";
import { homeNumbers, referencedAdverts } from "../support/match-fixtures";

const METRES_PER_DEGREE = 111_195;

/**
 * `n` adverts of `sourceId` of homes 0..n−1, every one a house (so each is a sure pair
 * for the family habit too); `odd` states each the way no other source does: a room and a
 * bathroom more, a tax on the price, the useful area, a point 400 m off, filed as a flat.
 */
const adverts = (sourceId: string, n: number, odd: boolean) =>
  referencedAdverts(sourceId, homeNumbers(0, n), (i) => ({
    rooms: 2 + (i % 3) + (odd ? 1 : 0),
    bathrooms: 1 + (i % 2) + (odd ? 1 : 0),
    price: Math.round((300_000 + 10_000 * i) * (odd ? 1.045 * (i % 2 ? 1.12 : 1) : 1)),
    surfaceM2: Math.round((80 + 5 * i) * (odd ? 0.86 : 1)),
    lat: 42.5 + (i * 1000 + (odd ? 400 : 0)) / METRES_PER_DEGREE,
    lng: 1.53,
    type: odd ? "flat" : "chalet",
  }));

function measured(n: number): Calibration {
  const calibration = new Calibration();
  calibration.measure([...adverts("agency", n, false), ...adverts("odd", n, true)]);
  return calibration;
}

describe("calibration", () => {
  it("reads every field's habit once a source pair has the minimum of sure pairs", () => {
    const calibration = measured(MIN_SURE_PAIRS);
    for (const row of CALIBRATION_TABLE)
      expect(calibration.of(row.field, "odd", "sale").has("agency"), row.field).toBe(true);
    expect(calibration.of("roomOffsets", "odd").get("agency")).toBe(1);
    expect(calibration.of("bathroomOffsets", "agency").get("odd")).toBe(-1);
    expect(calibration.of("priceRatios", "odd", "sale").get("agency")).toBeCloseTo(1.045, 3);
    expect(calibration.of("surfaceRatios", "odd").get("agency")).toBeCloseTo(0.86, 1);
    expect(calibration.of("pointScales", "agency").get("odd")).toBeLessThan(1);
    expect([...calibration.habitsOf("odd")]).toEqual(["home_flat>home_house"]);
  });

  it("reads no habit of any field one sure pair short of the minimum", () => {
    const calibration = measured(MIN_SURE_PAIRS - 1);
    for (const row of CALIBRATION_TABLE) {
      expect(calibration.of(row.field, "odd", "sale").size, row.field).toBe(0);
      expect(calibration.of(row.field, "agency", "sale").size, row.field).toBe(0);
    }
    expect(calibration.habitsOf("odd").size).toBe(0);
  });
});
