// The description as match evidence (text-shingles.ts, text-boilerplate.ts): folded, cut
// into sentences, a source's boilerplate dropped, compared as 5-word shingles within one
// language.
import { describe, expect, it } from "vitest";
import { fold, foldedSentences, jaccard, languageOf, shingles } from "@/lib/ingest/match/evidence/text-shingles";
import { measureBoilerplate } from "@/lib/ingest/match/calibration/text-boilerplate";
import { BOILERPLATE_ADVERTS } from "@/lib/ingest/match/settings";
import { scorePair } from "@/lib/ingest/match/scoring/score";
import { rec } from "../support/match-fixtures";

const words = (text: string) => fold(text).split(" ");
const HOME =
  "Pis reformat al centre d'Escaldes, amb vistes a la muntanya i molt assolellat. Cuina nova, calefacció de gasoil i traster.";

describe("text shingles", () => {
  it("folds case, accents and punctuation, and keeps numbers with a decimal point whole", () => {
    expect(fold("Calefacció, CUINA nova!")).toBe("calefaccio cuina nova");
    expect(foldedSentences("Terrassa de 12.5 m2. Traster.")).toEqual(["terrassa de 12 5 m2", "traster"]);
  });

  it("tells the languages the sources write in apart", () => {
    expect(languageOf(words(HOME))).toBe("ca");
    expect(languageOf(words("Piso reformado en el centro de Escaldes, con vistas a la montaña y muy soleado"))).toBe(
      "es",
    );
    expect(languageOf(words("Renovated flat in the centre of Escaldes, with views of the mountains and sunny"))).toBe(
      "en",
    );
    expect(
      languageOf(words("Appartement rénové au centre d'Escaldes, avec vue sur la montagne et très ensoleillé")),
    ).toBe("fr");
  });

  it("finds one text edited by a portal alike and another home's text not", () => {
    const edited = shingles(words(`${HOME.toUpperCase()} Contacti'ns.`));
    const original = shingles(words(HOME));
    expect(jaccard(original, edited)).toBeGreaterThan(0.7);
    const otherHome = shingles(
      words("Casa amb jardí a Ordino, tres plantes, garatge per a dos cotxes i vistes a la vall."),
    );
    expect(jaccard(original, otherHome)).toBeLessThan(0.05);
    expect(shingles(words("Pis a Encamp"))).toHaveLength(0); // too short to compare
  });

  it("drops the sentences a source prints on several adverts before comparing", () => {
    const boiler = "Listed by Finques Alfa, your agency in Andorra since 1990.";
    const texts = [
      "Flat with a lake view and a large terrace facing south over the valley.",
      "Quiet flat next to the school with two parking spaces and a storage room.",
      "Penthouse with a fireplace, a sauna and views over the whole parish of Ordino.",
    ];
    const mine = texts.map((t, i) => rec({ listingId: `s1-${i}`, description: `${boiler} ${t}` }));
    expect(mine.length).toBeGreaterThanOrEqual(BOILERPLATE_ADVERTS);
    const theirs = rec({ listingId: "s2-0", sourceId: "s2", description: texts[0] });
    measureBoilerplate([...mine, theirs]);
    expect(jaccard(mine[0].shingles, theirs.shingles)).toBe(1);
    expect(jaccard(mine[0].shingles, mine[1].shingles)).toBe(0);
    expect(scorePair(mine[0], theirs).signals.text).toBeGreaterThan(scorePair(mine[1], theirs).signals.text);
  });
});
