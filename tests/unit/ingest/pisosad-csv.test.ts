import path from "node:path";
import { describe, expect, it } from "vitest";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { parseSlug, pisosadCsvConnector } from "@/lib/ingest/sources/pisosad-csv";

const CSV = path.join(process.cwd(), "data", "demo", "pisos-ad-2023-11.csv");

describe("pisos.ad CSV connector", () => {
  it("takes type, bathrooms and place words from the URL slug", () => {
    expect(parseSlug("pis-3-habitacions-2-banys-ordino-parking")).toEqual({ typeText: "pis", bathrooms: 2, placeText: "ordino parking" });
    expect(parseSlug("casa-adossada-4-habitacions-1-bany-el-serrat")).toEqual({ typeText: "casa adossada", bathrooms: 1, placeText: "el serrat" });
    expect(parseSlug("local-comercial-ordino")).toMatchObject({ typeText: "local comercial ordino", bathrooms: undefined });
  });

  it("reads the real export: Catalan prices, 'Consultar', empty rows rejected", async () => {
    const counts = { read: 0, ok: 0, missingId: 0, onRequest: 0, rent: 0 };
    for await (const raw of pisosadCsvConnector.read(CSV)) {
      counts.read++;
      const r = normaliseAdvert(raw);
      if (!r.ok) {
        if (r.reason === "missing_id") counts.missingId++;
        continue;
      }
      counts.ok++;
      if (r.advert.price === null) counts.onRequest++;
      if (r.advert.operation === "rent") counts.rent++;
      expect(r.advert.parish).not.toBeNull();
    }
    expect(counts.read).toBe(3441);
    expect(counts.missingId).toBe(16); // the "Preu de lloguer" placeholder rows
    expect(counts.ok).toBe(3425);
    expect(counts.onRequest).toBe(102);
    expect(counts.rent).toBe(372);
  });
});
