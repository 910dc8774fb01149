// GET /v1/properties?features=: every label the API returns is accepted and carried by the
// results; an unknown value is a 400 naming the accepted ones.
import { beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

let key: string;
let bbox: string;

beforeAll(async () => {
  key = (await createKey("starter")).key;
  const area = await claimTestArea();
  bbox = area.bbox;
  await seedProperty({ ...area.at(1), features: ["Lift", "Storage room", "Balcony"] });
  await seedProperty({ ...area.at(2), features: ["Closed garage", "Terrace", "Kept as the feed wrote it"] });
  await seedProperty({ ...area.at(3), features: ["Parking", "Views"] });
});

describe("features filter", () => {
  it("accepts every label returned, in any case, and its results carry it", async () => {
    const all = await callApi(`/v1/properties?bbox=${bbox}`, { key });
    expect(all.status).toBe(200);
    const labels = [...new Set(all.body.data.flatMap((p: { features: string[] }) => p.features))] as string[];
    expect(labels.sort()).toEqual(
      ["Balcony", "Closed garage", "Lift", "Parking", "Storage room", "Terrace", "Views"].sort(),
    );
    for (const label of labels) {
      for (const written of [label, label.toLowerCase()]) {
        const r = await callApi(`/v1/properties?bbox=${bbox}&features=${encodeURIComponent(written)}`, { key });
        expect(r.status, `${written}: ${JSON.stringify(r.body.error)}`).toBe(200);
        expect(r.body.data.length, written).toBeGreaterThan(0);
        for (const p of r.body.data) expect(p.features, written).toContain(label);
      }
    }
  });

  it("combines labels and ids, accents ignored", async () => {
    const r = await callApi(`/v1/properties?bbox=${bbox}&features=${encodeURIComponent("balcó,lift")}`, { key });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0].features).toEqual(expect.arrayContaining(["Balcony", "Lift"]));
  });

  it("refuses an unknown value naming the accepted ones", async () => {
    const r = await callApi(`/v1/properties?bbox=${bbox}&features=Lift,Jetpack`, { key });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe("invalid_parameter");
    expect(r.body.error.message).toMatch(
      /^features has an unknown value "Jetpack"; accepted .*lift, parking.*Storage room/,
    );
  });
});
