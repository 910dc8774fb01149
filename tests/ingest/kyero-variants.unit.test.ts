// Kyero v3 as real exporters write it, which is not always as the specification does:
// each fixture in tests/fixtures/ingest/kyero-variants is one such way, read as the
// plain form would be.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";
import type { RawAdvert } from "@/lib/ingest/types";

const FIXTURES = path.join(import.meta.dirname, "../fixtures/ingest/kyero-variants");

async function readAll(name: string): Promise<RawAdvert[]> {
  const out: RawAdvert[] = [];
  for await (const a of kyeroConnector.read(path.join(FIXTURES, name))) out.push(a);
  return out;
}

describe("Kyero v3 variants of real exporters", () => {
  it("reads upper- and mixed-case element names as the lower-case ones", async () => {
    const adverts = await readAll("upper-case.xml");
    expect(adverts).toHaveLength(2);
    expect(adverts[0]).toMatchObject({
      externalId: "U1",
      price: "350000",
      typeText: "Pis",
      url: "https://x.example/u1",
    });
    expect(adverts[1]).toMatchObject({
      externalId: "U2",
      operationText: "sale",
      town: "Ordino",
      url: "https://x.example/u2",
      imageUrls: ["https://x.example/u2-1.jpg"],
    });
  });

  it("reads <property> elements wrapped in other containers, with or without a <kyero> header", async () => {
    const wrapped = await readAll("wrapped.xml");
    expect(wrapped.map((a) => [a.externalId, a.operationText, a.town])).toEqual([
      ["W1", "sale", "Encamp"],
      ["W2", "month", "Canillo"],
    ]);
    const [agency] = await readAll("wrapped-no-header.xml");
    expect(agency).toMatchObject({ externalId: "W3", typeText: "Casa", url: "https://x.example/w3" });
  });

  it("reads a photo given as <image url>, as <image>'s text or in an <url> child", async () => {
    const [advert] = await readAll("image-forms.xml");
    expect(advert.imageUrls).toEqual([
      "https://img.x.example/i1-a.jpg",
      "https://img.x.example/i1-b.jpg",
      "https://img.x.example/i1-c.jpg",
    ]);
  });

  it("reads <pool> and <new_build> set as true, yes or sí as well as 1", async () => {
    const adverts = await readAll("flags.xml");
    expect(adverts.map((a) => a.features)).toEqual([["pool", "New build"], ["pool", "New build"], [], []]);
  });

  it("reads HTML's named references written bare in the XML, which XML does not define", async () => {
    const [advert] = await readAll("html-entities.xml");
    expect(advert).toMatchObject({
      typeText: "Àtic",
      town: "Sant Julià de Lòria",
      url: "https://x.example/e1?a=1&b=2",
      description: "Àtic\u00a0de 90\u00a0m² – façana ‘nova’",
    });
  });
});
