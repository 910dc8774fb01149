// Type words no vocabulary knows ("Wohnung"): stored as `other`, but read by the matcher as
// a type it cannot read, not as a type that differs; a feed's own "other" ("Altres") is
// still compared as stated. Checked on the pair features, through normalisation, and on
// the records a later run loads from the database.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMatchRecords } from "@/lib/ingest/apply/state";
import { pairFeatures } from "@/lib/ingest/match/features/pair-features";
import type { MatchRecord } from "@/lib/ingest/match/record/match-record";
import { toMatchRecord } from "@/lib/ingest/match/record/to-match-record";
import { normaliseAdvert } from "@/lib/ingest/normalise";
import { ingestFeeds } from "@/lib/ingest/run-ingest";
import { other, rec } from "../support/match-fixtures";
import { scratchPrisma } from "./scratch";

const typeKeys = (a: MatchRecord, b: MatchRecord) =>
  pairFeatures(a, b).filter((k) => k.startsWith("type:") || k.startsWith("family:"));

describe("a type word no vocabulary knows", () => {
  it("cannot disagree: the pair reads as the same type, of the known side's family", () => {
    const unread = rec({ type: "other", rawType: "Wohnung" });
    expect(unread.typeUnread).toBe(true);
    expect(typeKeys(unread, other({ type: "flat" }))).toEqual(["type:same", "family:home_flat"]);
    expect(typeKeys(other({ type: "land" }), unread)).toEqual(["type:same", "family:land"]);
  });

  it("reads a generic word that names no type (Habitatge, Property) as unread too", () => {
    for (const raw of ["Habitatge", "Property", "Inmueble"])
      expect(rec({ type: "other", rawType: raw }).typeUnread).toBe(true);
    expect(rec({ type: "other", rawType: "Altres: immoble" }).typeUnread).toBe(false);
  });

  it("leaves a feed's own 'other' and a record without its raw text as stated", () => {
    for (const r of [rec({ type: "other", rawType: "Altres" }), rec({ type: "other" })]) {
      expect(r.typeUnread).toBe(false);
      expect(typeKeys(r, other({ type: "flat" }))).toEqual(["type:unknown", "family:mixed"]);
    }
    expect(rec({ type: "flat", rawType: "Pis" }).typeUnread).toBe(false);
  });

  it("is known as unread from a normalised advert", () => {
    const r = normaliseAdvert({
      externalId: "W1",
      url: "https://portal.example/W1",
      operationText: "sale",
      typeText: "Wohnung",
      price: "300000",
      town: "Canillo",
    });
    if (!r.ok) throw new Error(r.reason);
    expect(r.advert).toMatchObject({ type: "other", rawType: "Wohnung" });
    expect(toMatchRecord({ ...r.advert, listingId: "l", propertyId: "", sourceId: "s" }).typeUnread).toBe(true);
  });

  const prisma = scratchPrisma("unread_types");
  it("is known as unread on the records a later run loads from the database", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "llar-unread-"));
    const advert = (id: string, type: string) =>
      `<property><id>${id}</id><price>300000</price><price_freq>sale</price_freq><type>${type}</type>` +
      `<town>Canillo</town><country>Andorra</country><url><en>https://portal.example/${id}</en></url></property>`;
    const feed = path.join(dir, "feed.xml");
    await writeFile(
      feed,
      `<root><kyero><feed_version>3</feed_version></kyero>${advert("W1", "Wohnung")}${advert("A1", "Altres")}</root>`,
    );
    try {
      await ingestFeeds(prisma, { id: "portal", name: "Portal", homepageUrl: "https://portal.example" }, "kyero", [
        feed,
      ]);
      const records = await loadMatchRecords(prisma);
      const listings = await prisma.listing.findMany({ select: { id: true, externalId: true } });
      const idOf = new Map(listings.map((l) => [l.id, l.externalId]));
      const byId = new Map(records.map((r) => [idOf.get(r.listingId), r]));
      expect(byId.get("W1")).toMatchObject({ type: "other", typeUnread: true });
      expect(byId.get("A1")).toMatchObject({ type: "other", typeUnread: false });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
