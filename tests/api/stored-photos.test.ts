// The API's photos are our stored copies (docs/api.md#photos): cover_image_url and
// image_urls point at this origin, the same picture from two sources is listed once, the
// cover first, photos without a copy are left out, and each advert keeps its own URLs.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { photoBaseKey } from "@/lib/photos/photo-keys";
import { callApi } from "../support/api-client";
import { createKey, seedProperty } from "../support/api-fixtures";
import { claimTestArea } from "../support/test-area";

const host = `https://photos-${randomBytes(4).toString("hex")}.example`;
const url = (name: string) => `${host}/${name}.jpg`;
const COPY = /^http:\/\/api\.test\/photos\/[0-9a-f]{2}\/[0-9a-f]{30}-1280\.webp$/;

/** A photo row as the photo stage leaves it; `hash` a signed 64-bit dHash. */
async function photo(name: string, status: string, hash: bigint | null) {
  const stored = status === "ok";
  await prisma.photo.create({
    data: { url: url(name), status, hash: stored ? hash : null, storeKey: stored ? photoBaseKey(url(name)) : null },
  });
}

let key: string;
let bbox: string;
let id: string;
let unfetched: string;

beforeAll(async () => {
  key = (await createKey("starter")).key;
  const area = await claimTestArea();
  bbox = area.bbox;
  // "dead" is the feed's cover but has no copy; "front" and "front-again" are one picture
  // (2 bits apart) from two sources; "kitchen" another; "later" not fetched yet.
  await photo("dead", "dead", null);
  await photo("front", "ok", 0x0f0f_0f0f_0f0f_0f0fn);
  await photo("front-again", "ok", 0x0f0f_0f0f_0f0f_0f0cn);
  await photo("kitchen", "ok", -0x1234_5678_9abc_def0n);
  await photo("later", "pending", null);
  const urls = ["dead", "front", "front-again", "kitchen", "later"].map(url);
  id = await seedProperty({ ...area.at(1), imageUrls: urls });
  unfetched = await seedProperty({ ...area.at(2), imageUrls: [url("later")] });
});

describe("photos in the API", () => {
  it("detail: cover and image_urls are our copies, one per picture, cover first; adverts keep theirs", async () => {
    const r = await callApi(`/v1/properties/${id}`, { key });
    expect(r.status).toBe(200);
    const copy = (name: string) => `http://api.test/photos/${photoBaseKey(url(name))}-1280.webp`;
    expect(r.body.data.cover_image_url).toBe(copy("front"));
    expect(r.body.data.image_urls).toEqual([copy("front"), copy("kitchen")]);
    for (const u of r.body.data.image_urls) expect(u).toMatch(COPY);
    expect(r.body.data.photos.map((p: { source_url: string }) => p.source_url)).toEqual([url("front"), url("kitchen")]);
    expect(r.body.data.photos[0].small_url).toBe(copy("front").replace("-1280.webp", "-480.webp"));
    expect(r.body.data.listings[0].image_urls).toContain(url("dead"));
  });

  it("search: the cover is our copy, and null when no photo is stored", async () => {
    const r = await callApi(`/v1/properties?bbox=${bbox}`, { key });
    expect(r.status).toBe(200);
    const byId = new Map(r.body.data.map((p: { id: string; cover_image_url: string | null }) => [p.id, p]));
    expect(byId.get(id)).toMatchObject({ cover_image_url: expect.stringMatching(COPY) });
    expect(byId.get(unfetched)).toMatchObject({ cover_image_url: null });
    const detail = await callApi(`/v1/properties/${unfetched}`, { key });
    expect(detail.body.data.image_urls).toEqual([]);
  });
});
