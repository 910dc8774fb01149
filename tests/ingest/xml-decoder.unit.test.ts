// Feed bytes to text by the encoding the XML declaration names, whatever the chunking.
import { describe, expect, it } from "vitest";
import { XmlDecoder } from "@/lib/ingest/sources/xml-decoder";

function decodeInChunks(bytes: Buffer, size: number): string {
  const d = new XmlDecoder("feed.xml");
  let out = "";
  for (let i = 0; i < bytes.length; i += size) out += d.write(bytes.subarray(i, i + size));
  return out + d.end();
}

describe("XmlDecoder", () => {
  const text = "<root><p>Àtic de 120 m² a Sant Julià, façana</p></root>";

  it.each([1, 2, 7, 64, 8192])("decodes a declared Latin-1 feed in chunks of %i bytes", (size) => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>${text}`;
    expect(decodeInChunks(Buffer.from(xml, "latin1"), size)).toBe(xml);
  });

  it.each([1, 2, 5, 8192])(
    "decodes UTF-8 by default, characters split across chunks of %i bytes, without the BOM",
    (size) => {
      expect(decodeInChunks(Buffer.from(`\uFEFF${text}`, "utf8"), size)).toBe(text);
      const declared = `<?xml version="1.0" encoding="UTF-8"?>${text}`;
      expect(decodeInChunks(Buffer.from(declared, "utf8"), size)).toBe(declared);
    },
  );

  it("reads windows-1252 (€ is 0x80 there) and refuses an encoding it does not know", () => {
    const xml = `<?xml version='1.0' encoding='windows-1252'?><r>\u20ac 5</r>`;
    expect(
      decodeInChunks(
        Buffer.concat([
          Buffer.from(xml.slice(0, xml.indexOf("\u20ac")), "latin1"),
          Buffer.from([0x80]),
          Buffer.from(" 5</r>"),
        ]),
        3,
      ),
    ).toBe(xml);
    expect(() => decodeInChunks(Buffer.from(`<?xml version="1.0" encoding="klingon"?><r/>`), 100)).toThrow(
      /unsupported encoding "klingon" declared in feed.xml/,
    );
  });

  it("decodes a feed too short to hold a declaration's end", () => {
    expect(decodeInChunks(Buffer.from("<r"), 1)).toBe("<r");
  });

  it.each([1, 2, 7, 8192])(
    "reads Windows-1252 bytes declared as UTF-8, or undeclared, as Windows-1252 (chunks of %i bytes)",
    (size) => {
      const cp1252 = (s: string) => Buffer.from(s.replace("€", "\x80"), "latin1");
      const body = "<r>Àtic de 90 m² a Sant Julià de Lòria, 350.000 €</r>";
      expect(decodeInChunks(cp1252(body), size)).toBe(body);
      const declared = `<?xml version="1.0" encoding="UTF-8"?>${body}`;
      expect(decodeInChunks(cp1252(declared), size)).toBe(declared);
    },
  );

  it.each(["Latin-1", "Windows1252", "CP-1252", "ANSI"])("reads the encoding Windows tools call %s", (label) => {
    const xml = `<?xml version="1.0" encoding="${label}"?><r>Àtic a Sant Julià de Lòria</r>`;
    expect(decodeInChunks(Buffer.from(xml, "latin1"), 64)).toBe(xml);
  });
});
