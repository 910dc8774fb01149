// A feed advert with a 5 MB description, a 1,000-character title and hundreds of long
// features and photos: stored and served within the documented limits (limits.ts), cut
// at word boundaries, counted in the run report; an advert whose URL is too long to be
// one is rejected. Ingested into the shared test database so that the API serves it.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { LIMITS, truncateWords } from "@/lib/domain/limits";
import { formatReport, type IngestReport } from "@/lib/ingest/report";
import { ingestFeeds } from "@/lib/ingest/run-ingest";
import { callApi } from "../support/api-client";
import { createKey } from "../support/api-fixtures";
import { responseProblems } from "../support/openapi-validator";

const WORDS = [
  "Magnífic",
  "xalet",
  "amb",
  "vistes",
  "espectaculars",
  "sobre",
  "la",
  "vall",
  "d'Incles,",
  "assolellat.",
];
const prose = (chars: number) => {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < chars; i++) {
    const w = WORDS[i % WORDS.length];
    out.push(w);
    n += w.length + 1;
  }
  return out.join(" ");
};

let dir: string;
let report: IngestReport;
const DESCRIPTION = prose(5 * 1024 * 1024);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "llar-bounded-"));
  const features = Array.from({ length: 300 }, (_, i) => `<feature>Característica ${i} ${prose(90)}</feature>`).join(
    "",
  );
  const images = Array.from(
    { length: 250 },
    (_, i) =>
      `<image id="${i}"><url>https://img.bounded.example/${i % 10 ? "" : "x".repeat(1100)}${i}.jpg</url></image>`,
  ).join("");
  const xml = `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>
    <property><id>BIG-1</id><ref>${"R".repeat(70)}-1</ref><price>1250000</price><price_freq>sale</price_freq><type>Xalet</type>
      <town>El Tarter</town><province>Andorra</province><country>Andorra</country><beds>5</beds>
      <agency>${prose(400)}</agency><url><ca>https://bounded.example/big-1</ca></url>
      <title><ca>${prose(1000)}</ca></title><desc><ca>${DESCRIPTION}</ca><en>${prose(50_000)}</en></desc>
      <features>${features}</features><images>${images}</images></property>
    <property><id>BIG-2</id><price>300000</price><price_freq>sale</price_freq><type>Pis</type><town>Canillo</town>
      <url>https://bounded.example/${"p".repeat(3000)}</url></property>
  </root>`;
  await writeFile(path.join(dir, "feed.xml"), xml);
  report = await ingestFeeds(
    prisma,
    { id: "bounded", name: "Bounded", homepageUrl: "https://bounded.example" },
    "kyero",
    [path.join(dir, "feed.xml")],
  );
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("an advert far beyond every limit", () => {
  it("is kept cut to the limits, each cut counted in the run report", () => {
    expect(report.created).toBe(1);
    expect(report.rejected).toEqual({ url_too_long: 1 });
    expect(report.truncated).toEqual({ description: 1, title: 1, agency: 1, reference: 1, features: 1, image_urls: 1 });
    expect(formatReport(report)).toMatch(/truncated=\(description=1,.*image_urls=1\)/);
  });

  it("stores each field within its limit, text cut after a whole word", async () => {
    const l = await prisma.listing.findFirstOrThrow({ where: { sourceId: "bounded", externalId: "BIG-1" } });
    expect(l.description!.length).toBeLessThanOrEqual(LIMITS.description);
    expect(l.description!.length).toBeGreaterThan(LIMITS.description - 30);
    expect(l.description!.endsWith("…")).toBe(true);
    // The kept text is the description's start and ends on a whole word.
    const kept = l.description!.slice(0, -1);
    expect(DESCRIPTION.startsWith(kept)).toBe(true);
    expect(DESCRIPTION.charAt(kept.length)).toMatch(/[\s,.]/);
    expect(l.title.length).toBeLessThanOrEqual(LIMITS.title);
    expect(l.agency!.length).toBeLessThanOrEqual(LIMITS.agency);
    expect(l.reference!.length).toBeLessThanOrEqual(LIMITS.reference);
    expect(l.features.length).toBe(LIMITS.features);
    expect(Math.max(...l.features.map((f) => f.length))).toBeLessThanOrEqual(LIMITS.feature);
    expect(l.imageUrls.length).toBe(LIMITS.images);
    expect(l.imageUrls.every((u) => u.length <= LIMITS.imageUrl)).toBe(true);
  });

  it("is served by /v1/properties/{id} in a bounded response that matches the documented limits", async () => {
    const key = (await createKey("pro")).key;
    const { propertyId } = await prisma.listing.findFirstOrThrow({
      where: { sourceId: "bounded", externalId: "BIG-1" },
    });
    const r = await callApi(`/v1/properties/${propertyId}`, { key });
    expect(r.status).toBe(200);
    expect(responseProblems("/v1/properties/x", r)).toEqual([]);
    expect(JSON.stringify(r.body).length).toBeLessThan(200_000);
    expect(r.body.data.description.length).toBeLessThanOrEqual(LIMITS.description);
  });
});

describe("truncateWords", () => {
  it("keeps text that fits, cuts at the last whole word otherwise, and cuts one endless word where it must", () => {
    expect(truncateWords("Pis a Encamp", 20)).toBe("Pis a Encamp");
    expect(truncateWords("Bonic pis amb vistes a la muntanya", 20)).toBe("Bonic pis amb…");
    expect(truncateWords("Bonic pis amb, vistes", 15)).toBe("Bonic pis amb…");
    expect(truncateWords("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
    expect(truncateWords(`${"a".repeat(8)}😀😀`, 10)).toBe(`${"a".repeat(8)}…`);
  });
});
