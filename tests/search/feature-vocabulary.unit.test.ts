// The one feature vocabulary (lib/search/feature-vocabulary.ts): every label the API can
// return is accepted by the filter, whatever its case and accents, and filters on itself.
import { describe, expect, it } from "vitest";
import { FEATURE_LABELS } from "@/lib/domain/feature-labels";
import {
  FEATURE_FILTER_IDS,
  FEATURE_KEYS,
  FEATURE_VALUES,
  apiFeatures,
  featureKeys,
  featureTerm,
} from "@/lib/search/feature-vocabulary";

describe("feature vocabulary", () => {
  it("accepts every label the API returns, in any case, and each label's results carry it", () => {
    for (const label of FEATURE_KEYS) {
      for (const written of [label, label.toUpperCase(), label.toLowerCase()]) {
        const term = featureTerm(written);
        expect(term, written).toBeDefined();
        expect(featureKeys(term!), written).toContain(label);
        // Whatever a term matches, a matching property's API features include the label asked for.
        for (const stored of featureKeys(term!)) expect(apiFeatures([stored]), written).toContain(label);
      }
    }
  });

  it("accepts the ids and the other languages' labels, accents ignored", () => {
    for (const id of FEATURE_FILTER_IDS) expect(featureTerm(id)).toBe(id);
    expect(featureTerm("  storage   ROOM ")).toBe("Storage room");
    expect(featureTerm("Balcó")).toBe("Balcony");
    expect(featureTerm("balco")).toBe("Balcony");
    expect(featureTerm("Débarras")).toBe("Storage room");
    expect(featureTerm("ascensor")).toBe("Lift");
    expect(featureTerm("jetpack")).toBeUndefined();
    expect(FEATURE_VALUES).toEqual([...FEATURE_FILTER_IDS, ...Object.keys(FEATURE_LABELS)]);
  });

  it("gives only vocabulary labels, a closed garage also carrying Parking", () => {
    expect(apiFeatures(["Lift", "Vista al riu", "Closed garage"])).toEqual(["Lift", "Closed garage", "Parking"]);
    expect(featureKeys("parking")).toEqual(["Parking", "Closed garage"]);
    expect(featureTerm("PARKING")).toBe("parking");
  });
});
