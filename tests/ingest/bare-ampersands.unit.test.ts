// A bare "&" (lib/ingest/sources/bare-ampersands.ts) used to refuse a whole Kyero feed;
// it is read as the "&amp;" the exporter meant, references the parser knows stay as they
// are, and CDATA sections are not touched, however the stream is cut into pieces.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BareAmpersands } from "@/lib/ingest/sources/bare-ampersands";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";
import type { RawAdvert } from "@/lib/ingest/types";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/kyero-variants/bare-ampersands.xml");
const known = (name: string) => ["amp", "lt", "gt", "quot", "apos", "nbsp", "eacute"].includes(name);

/** Repairs `text` fed in pieces of `size` characters. */
function repaired(text: string, size: number): string {
  const r = new BareAmpersands(known);
  let out = "";
  for (let i = 0; i < text.length; i += size) out += r.write(text.slice(i, i + size));
  return out + r.end();
}

describe("bare ampersands", () => {
  const text =
    "<a>Engel & Völkers &amp; &#233; &#xE9; &nbsp; &bogus; AT&T</a><b><![CDATA[R&D &amp; ]]></b><c u='?w=1&h=2'/>";
  const expected =
    "<a>Engel &amp; Völkers &amp; &#233; &#xE9; &nbsp; &amp;bogus; AT&amp;T</a><b><![CDATA[R&D &amp; ]]></b><c u='?w=1&amp;h=2'/>";

  it("escapes every & that starts no known reference, outside CDATA, whatever the pieces", () => {
    for (const size of [1, 2, 3, 7, 39, 40, 41, 1000]) expect(repaired(text, size)).toBe(expected);
  });

  it("leaves a well-formed document as it is", () => {
    const clean = "<a>R&amp;D &lt;3 &#8364;</a><![CDATA[a & b]]>";
    expect(repaired(clean, 5)).toBe(clean);
  });

  it("reads a feed with bare ampersands instead of refusing it", async () => {
    const adverts: RawAdvert[] = [];
    for await (const a of kyeroConnector.read(FEED)) adverts.push(a);
    expect(adverts.map((a) => a.externalId)).toEqual(["B1", "B2"]);
    expect(adverts[0]).toMatchObject({
      agency: "Engel & Völkers",
      url: "https://x.example/b1?from=feed&lang=ca",
      description: "Pis & traster. Text literal: &amp; &nbsp;",
      imageUrls: ["https://cdn.example/b1.jpg?w=800&h=600"],
    });
    expect(adverts[1]).toMatchObject({
      typeText: "Àtic & terrassa",
      agency: "Finques R&D és é &unknown; &toString; S.L.",
    });
  });
});
