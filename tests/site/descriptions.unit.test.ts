// The property page's descriptions: each text carries its language, and a text whose language
// cannot be told is marked unknown (lang="") instead of inheriting the page's, so that screen
// readers and the untranslated-text scan do not read a short Catalan advert as English.
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { Descriptions } from "@/components/site/property/descriptions";
import { createSiteFormat } from "@/lib/i18n/format";
import { MESSAGES } from "@/lib/i18n/messages";
import type { PropertyDetail } from "@/lib/search/types";

const en = {
  locale: "en" as const,
  t: createTranslator({ locale: "en", messages: MESSAGES.en }),
  format: createSiteFormat("en"),
};

const listing = (name: string, description: string) => ({ source: { id: name, name }, description });
const property = (
  description: string | null,
  listings: { source: { id: string; name: string }; description: string }[],
) => ({ description, listings }) as unknown as PropertyDetail;

const paragraphs = (html: string) =>
  [...html.matchAll(/<p lang="([^"]*)"[^>]*>([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);

describe("Descriptions", () => {
  it('marks a text of unknown language lang="" and labels it so', () => {
    const html = renderToStaticMarkup(Descriptions({ property: property("Estudi", []), i18n: en })!);
    expect(paragraphs(html)).toEqual([["", "Estudi"]]);
    expect(html).toContain(MESSAGES.en.property.languageUnknown);
  });

  it("puts the reader's language first and marks each text with its own", () => {
    const catalan = "Pis molt lluminós amb vistes a les muntanyes i una terrassa per als dies de sol.";
    const english = "A very bright flat with views of the mountains and a terrace for the sunny days.";
    const html = renderToStaticMarkup(
      Descriptions({ property: property(null, [listing("A", catalan), listing("B", english)]), i18n: en })!,
    );
    expect(paragraphs(html)).toEqual([
      ["en", english],
      ["ca", catalan],
    ]);
  });

  it("shows a text given by several sources once, naming them all", () => {
    const text = "A very bright flat with views of the mountains and a terrace for the sunny days.";
    const html = renderToStaticMarkup(
      Descriptions({ property: property(text, [listing("A", text), listing("B", text)]), i18n: en })!,
    );
    expect(paragraphs(html)).toHaveLength(1);
    expect(html).toMatch(/A · B/);
  });
});
