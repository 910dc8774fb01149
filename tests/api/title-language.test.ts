// `title` is generated from the facts in the `lang` asked for (default English) on every
// endpoint that returns properties; the source's own title stays on listings[].
import { beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let key: string;
let bbox: string;
let id: string;

beforeAll(async () => {
  key = (await createKey("starter")).key;
  const area = await claimTestArea();
  bbox = area.bbox;
  id = await seedProperty({
    ...area.at(1),
    title: "Piso en Ordino muy bonito",
    rooms: 3,
    surfaceM2: 85,
    town: "Encamp",
  });
});

describe("lang", () => {
  it("titles search, detail and changes in the language asked, English by default", async () => {
    const en = await callApi(`/v1/properties?bbox=${bbox}`, { key });
    expect(en.body.data[0].title).toBe("3-bedroom flat of 85 m² in Encamp");
    const ca = await callApi(`/v1/properties?bbox=${bbox}&lang=ca`, { key });
    expect(ca.body.data[0].title).toBe("Pis de 3 habitacions i 85 m² a Encamp");
    const fr = await callApi(`/v1/properties/${id}?lang=fr`, { key });
    expect(fr.body.data.title).toBe("Appartement de 3 chambres et 85 m² à Encamp");
    expect(fr.body.data.listings[0].title).toBe("Piso en Ordino muy bonito");
    const since = new Date(Date.now() - 3600_000).toISOString();
    const es = await callApi(`/v1/changes?since=${since}&limit=1000&lang=es`, { key });
    expect(es.status).toBe(200);
    expect(es.body.data.find((p: { id: string }) => p.id === id).title).toBe(
      "Piso de 3 habitaciones y 85 m² en Encamp",
    );
  });

  it("gives another ETag per language", async () => {
    const a = await callApi(`/v1/properties/${id}`, { key });
    const b = await callApi(`/v1/properties/${id}?lang=ca`, { key });
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });

  it("refuses an unknown or repeated lang with 400 naming it", async () => {
    for (const qs of ["lang=de", "lang=ca&lang=es"]) {
      const r = await callApi(`/v1/properties/${id}?${qs}`, { key });
      expect(r.status, qs).toBe(400);
      expect(r.body.error.code).toBe("invalid_parameter");
      expect(r.body.error.message).toMatch(/^lang /);
    }
  });
});
