import { describe, expect, it } from "vitest";
import { describe as describeAdvert, featureWord, type Lang } from "@/lib/ingest/demo-feeds/portals";
import { FEATURES } from "@/lib/ingest/normalise/feature-vocabulary";
import { normaliseFeatures } from "@/lib/ingest/normalise/features";

const LANGS: Lang[] = ["ca", "es", "fr", "en"];

describe("demo portals write features in their own language", () => {
  it.each(LANGS)("every canonical feature written by the %s portal reads back as itself", (lang) => {
    for (const key of Object.keys(FEATURES)) {
      expect(normaliseFeatures([featureWord(lang, key)]), `${lang} ${key} → ${featureWord(lang, key)}`).toEqual([key]);
    }
  });

  it("a French portal's description has no English feature words", () => {
    const text = describeAdvert("fr", {
      typeWord: "Appartement",
      town: "Arinsal",
      rooms: 2,
      surface: null,
      features: ["Equipped kitchen", "Built-in wardrobes", "Lift"].map((f) => featureWord("fr", f)),
    });
    expect(text).toBe("Appartement à Arinsal, 2 chambres, avec cuisine équipée, placards, ascenseur.");
  });

  it("features the vocabulary does not know are written as the feed had them", () => {
    expect(featureWord("es", "Sauna finlandesa")).toBe("Sauna finlandesa");
  });
});
