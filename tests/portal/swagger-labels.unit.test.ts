// Swagger UI's labels and their catalog words (issue #23: /docs in ca/es/fr/en). The DOM side
// (what gets translated and what never does) is checked in a browser: e2e/docs-i18n.spec.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { SWAGGER_LABELS, swaggerDictionary, translateLabel, type SwaggerLabelKey } from "@/lib/portal/swagger-labels";

const BUNDLE = readFileSync(
  join(import.meta.dirname, "../../node_modules/swagger-ui-react/swagger-ui-bundle.js"),
  "utf8",
);
const sources = Object.values(SWAGGER_LABELS).flatMap((s) => (typeof s === "string" ? [s] : [...s]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const dictionaryFor = (locale: (typeof LOCALES)[number]) =>
  swaggerDictionary((key: SwaggerLabelKey) => MESSAGES[locale].apiDocs.widget[key]);

describe("Swagger UI labels", () => {
  it.each(sources)("%j is still a whole literal of the Swagger UI bundle that /docs serves", (source) => {
    // A JS string ("Try it out ") or a markdown tag's text (<i>Available values</i>).
    expect(BUNDLE).toMatch(new RegExp(`["'>]\\s*${escape(source)}\\s*["'<]`));
  });

  it.each(LOCALES)("%s has a catalog message for every label and for no other", (locale) => {
    expect(Object.keys(MESSAGES[locale].apiDocs.widget).sort()).toEqual(Object.keys(SWAGGER_LABELS).sort());
  });

  it.each(LOCALES)("%s: no translation is another label's English, so nothing is translated twice", (locale) => {
    const dictionary = dictionaryFor(locale);
    const unstable = [...dictionary].filter(([, words]) => dictionary.has(words) && dictionary.get(words) !== words);
    expect(unstable).toEqual([]);
  });

  it("maps each English text to the reader's words", () => {
    const ca = dictionaryFor("ca");
    expect(ca.get("Try it out")).toBe("Prova-ho");
    expect(ca.get("Media Type")).toBe(ca.get("Media type"));
    expect(dictionaryFor("fr").get("Execute")).toBe("Exécuter");
    expect(dictionaryFor("es").get("Server response")).toBe("Respuesta del servidor");
    expect(dictionaryFor("en").get("Try it out")).toBe("Try it out");
  });
});

describe("translateLabel", () => {
  const ca = dictionaryFor("ca");

  it("swaps an exact label and keeps the spaces around it", () => {
    expect(translateLabel("Try it out ", ca)).toBe("Prova-ho ");
    expect(translateLabel("  Responses\n", ca)).toBe("  Respostes\n");
    expect(translateLabel("Examples:", ca)).toBe("Exemples:");
  });

  it("leaves anything that is not exactly a label alone", () => {
    for (const text of ["Try it out now", "Status Code", "code", "", "   ", "Returns the Name of the parish"]) {
      expect(translateLabel(text, ca), text).toBeUndefined();
    }
  });

  it("reports no change when the words are the same (English, or a cognate)", () => {
    expect(translateLabel("Execute", dictionaryFor("en"))).toBeUndefined();
    expect(translateLabel("Description", dictionaryFor("fr"))).toBeUndefined();
    expect(translateLabel("Prova-ho", ca)).toBeUndefined();
  });
});
