import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { parseSlug, pisosadCsvConnector } from "@/lib/ingest/sources/pisosad-csv";

const CSV = path.join(process.cwd(), "data", "demo", "pisos-ad-2023-11.csv");
const HEADER = "\uFEFFPrice;Area;Bedrooms;Parking;Features;Agency;Id;Type;Zone;URL;Timestamp";

async function readAll(file: string) {
  const adverts = [];
  for await (const a of pisosadCsvConnector.read(file)) adverts.push(a);
  return adverts;
}

describe("pisos.ad CSV quoting and errors", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "llar-pisos-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };

  it("reads quoted fields holding ';', doubled quotes and line breaks", async () => {
    const rows = [
      HEADER,
      `315.000 €;84 m2;3 Habitacions;Inclòs;"Ascensor; Terrassa";"Immobiliària ""La Solana""";19186;venda;ordino;/venda/pis-3-habitacions-2-banys-ordino/19186;2023-11-09 16:55:42`,
      `760.000 €;178 m2;4 Habitacions;No Inclòs;"Jardí,\r\nPiscina";"Finques\n3 Cases";27308;venda;ordino;/venda/casa-4-habitacions-2-banys-ordino/27308;`,
    ];
    const [first, second, ...rest] = await readAll(await write("quoted.csv", rows.join("\r\n") + "\r\n"));
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      externalId: "19186",
      agency: 'Immobiliària "La Solana"',
      features: ["Ascensor; Terrassa", "Parking"],
    });
    expect(second).toMatchObject({
      externalId: "27308",
      agency: "Finques\n3 Cases",
      features: ["Jardí", "Piscina"],
      publishedAt: undefined,
    });
  });

  it("rejects a row with a missing field, an unclosed quote, a foreign header and an empty file", async () => {
    const short = await write("short.csv", `${HEADER}\n1;2;3\n`);
    await expect(readAll(short)).rejects.toThrow(/^malformed CSV in .*short\.csv: .*line 2/);
    const open = await write("open.csv", `${HEADER}\n1;2;3;4;"5;6;7;8;9;10;11\n`);
    await expect(readAll(open)).rejects.toThrow(/^malformed CSV in .*open\.csv: /);
    const foreign = await write("foreign.csv", "a;b;c\n1;2;3\n");
    await expect(readAll(foreign)).rejects.toThrow(/^not a pisos\.ad CSV export: .*header lacks Price, Area/);
    await expect(readAll(await write("empty.csv", ""))).rejects.toThrow(/^empty feed: /);
  });
});

describe("pisos.ad CSV connector", () => {
  it("takes type, bathrooms and place words from the URL slug", () => {
    expect(parseSlug("pis-3-habitacions-2-banys-ordino-parking")).toEqual({
      typeText: "pis",
      bathrooms: 2,
      placeText: "ordino parking",
    });
    expect(parseSlug("casa-adossada-4-habitacions-1-bany-el-serrat")).toEqual({
      typeText: "casa adossada",
      bathrooms: 1,
      placeText: "el serrat",
    });
    expect(parseSlug("local-comercial-ordino")).toMatchObject({
      typeText: "local comercial ordino",
      bathrooms: undefined,
    });
  });

  it("reads the real export: Catalan prices, 'Consultar', empty rows rejected", async () => {
    const counts = { read: 0, ok: 0, missingId: 0, onRequest: 0, placeholder: 0, rent: 0 };
    for await (const raw of pisosadCsvConnector.read(CSV)) {
      counts.read++;
      const r = normaliseAdvert(raw);
      if (!r.ok) {
        if (r.reason === "missing_id") counts.missingId++;
        continue;
      }
      counts.ok++;
      if (r.advert.price === null) counts.onRequest++;
      if (r.placeholderPrice) counts.placeholder++;
      if (r.advert.operation === "rent") counts.rent++;
      expect(r.advert.parish).not.toBeNull();
    }
    expect(counts.read).toBe(3441);
    expect(counts.missingId).toBe(16); // the "Preu de lloguer" placeholder rows
    expect(counts.ok).toBe(3425);
    expect(counts.onRequest).toBe(103);
    expect(counts.placeholder).toBe(1); // a sale at 1 € (/venda/altres-encamp/26253)
    expect(counts.rent).toBe(372);
  });
});
