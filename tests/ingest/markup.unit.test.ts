// Feeds copy titles and descriptions from web forms, HTML and all: stored and shown as
// plain text, whatever the source.
import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { decodeEntities } from "@/lib/ingest/normalise/html-entities";
import type { RawAdvert } from "@/lib/ingest/types";

const base: RawAdvert = { externalId: "H1", url: "https://x.example/h1", operationText: "sale", town: "Encamp" };

function stored(raw: Partial<RawAdvert>) {
  const result = normaliseAdvert({ ...base, ...raw });
  if (!result.ok) throw new Error(result.reason);
  return result.advert;
}

describe("HTML in titles and descriptions", () => {
  it("drops tags and decodes references in a description, and titles it from the text", () => {
    const advert = stored({
      description: "<p>Bonic &agrave;tic amb <b>vist</b>es.</p><br/>Segona&nbsp;frase &#8211; 90 m&sup2;",
    });
    expect(advert.description).toBe("Bonic àtic amb vistes. Segona frase – 90 m²");
    expect(advert.title).toBe("Bonic àtic amb vistes");
  });

  it("reads escaped HTML as HTML, and a given title too", () => {
    const advert = stored({ title: "<strong>Pis a Encamp</strong>", description: "&lt;p&gt;Nice flat&lt;/p&gt;" });
    expect(advert.title).toBe("Pis a Encamp");
    expect(advert.description).toBe("Nice flat");
  });

  it("leaves text without markup as written: comparisons and ampersands are no tags", () => {
    const text = "3 < 4 rooms & 2 > 1 bathrooms, Engel & Völkers, &unknown;";
    expect(stored({ description: text }).description).toBe(text);
  });

  it("decodes accented letters by base letter and accent, and numeric references", () => {
    expect(decodeEntities("&Ccedil;&ntilde;&Agrave;&uuml;&euro;&#233;&#xE8;&#0;")).toBe("ÇñÀü€éè&#0;");
  });
});
