// Generic adverts (parking, storage, land, premises) whose texts name two places stay apart
// (scoring/identifying-evidence.ts): texts that name other streets keep two boxes of
// one price apart; nothing else is asked of them.
import { describe, expect, it } from "vitest";
import type { MatchInput, MatchRecord } from "@/lib/ingest/match/record/match-record";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";
import { measureLookAlikes } from "@/lib/ingest/match/calibration/look-alikes";
import { measureBoilerplate } from "@/lib/ingest/match/calibration/text-boilerplate";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { UNCONTESTED_THRESHOLD, UNIDENTIFIED_GENERIC_CAP } from "@/lib/ingest/match/settings";
import { flat } from "../support/match-fixtures";

const box: MatchInput = {
  ...flat,
  type: "parking",
  price: 25000,
  surfaceM2: 12,
  rooms: null,
  bathrooms: null,
  features: [],
  lat: null,
  lng: null,
  locationPrecision: "none",
};
const unionStreet = "Plaça d'aparcament en venda al carrer de la Unió, a Escaldes, amb porta automàtica.";
const otherStreet = "Plaça d'aparcament en venda a l'avinguda Carlemany, a Escaldes, amb porta automàtica.";

/** Records of `inputs` measured as a run measures them (texts, look-alikes). */
function measured(...inputs: Partial<MatchInput>[]): MatchRecord[] {
  const records = inputs.map((over) => toMatchRecord({ ...box, ...over }));
  measureBoilerplate(records);
  measureLookAlikes(records);
  return records;
}

describe("generic adverts", () => {
  it("keeps two boxes of one price apart when their texts name other streets", () => {
    const [a, b, same] = measured(
      { description: unionStreet },
      { listingId: "b", sourceId: "s2", description: otherStreet },
      { listingId: "c", sourceId: "s3", description: unionStreet },
    );
    const apart = scorePair(a, b);
    expect(apart.score).toBeLessThanOrEqual(UNIDENTIFIED_GENERIC_CAP);
    expect(apart.score).toBeLessThan(UNCONTESTED_THRESHOLD);
    expect(apart.signals.unidentified).toBeLessThan(0);
    // The same box in the same words: nothing holds it back.
    expect(scorePair(a, same).signals.unidentified).toBeUndefined();
    expect(scorePair(a, same).score).toBeGreaterThan(UNIDENTIFIED_GENERIC_CAP);
    // One agency's one reference is one place, whatever the texts say.
    const [x, y] = measured(
      { description: unionStreet, reference: "P-7" },
      { listingId: "b", sourceId: "s2", description: otherStreet, reference: "P-7" },
    );
    expect(scorePair(x, y).signals.unidentified).toBeUndefined();
  });

  it("asks nothing more of look-alike boxes whose texts name no other place", () => {
    // Measured and refused (docs/decisions.md#generic-adverts): asking look-alikes for
    // positive identifying evidence cost two points of recall on dedup-rich for nothing.
    const one = "Box tancat amb porta automàtica i accés fàcil en una zona tranquil·la prop del centre del poble.";
    const two =
      "Plaça de pàrquing àmplia per a un cotxe gran al primer soterrani amb ascensor fins a la mateixa plaça.";
    const [c, d] = measured(
      { description: one },
      { listingId: "b", sourceId: "s2", description: two },
      {
        listingId: "a2",
        reference: "X-2",
        description: "Un altre box al mateix edifici, just al costat de l'ascensor.",
      },
    );
    expect(scorePair(c, d).signals.unidentified).toBeUndefined();
  });
});
