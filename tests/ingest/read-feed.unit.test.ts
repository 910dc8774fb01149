// Reading a feed: every advert normalised before anything is written, and an id the feed
// repeats resolved the way an upsert of each entry in order would resolve it.
import { describe, expect, it } from "vitest";
import { readFeed } from "@/lib/ingest/read-feed";
import { emptyReport } from "@/lib/ingest/report";
import type { RawAdvert } from "@/lib/ingest/types";

const advert = (externalId: string, more: Partial<RawAdvert> = {}): RawAdvert => ({
  externalId,
  url: `https://a.example/${externalId}`,
  operationText: "sale",
  typeText: "Pis",
  price: "250000",
  town: "Encamp",
  ...more,
});

async function* feed(items: RawAdvert[]) {
  yield* items;
}

describe("readFeed", () => {
  it("keeps the later entry of a repeated id in the earlier one's place and counts the earlier duplicate_id", async () => {
    const report = emptyReport("s");
    const out = await readFeed(
      feed([advert("A", { price: "1080000" }), advert("B"), advert("A", { price: "567000", reference: "24456" })]),
      report,
    );
    expect(out.map((a) => [a.externalId, a.price, a.reference])).toEqual([
      ["A", 567000, "24456"],
      ["B", 250000, null],
    ]);
    expect(report).toMatchObject({ read: 3, rejected: { duplicate_id: 1 } });
  });

  it("leaves the earlier entry when the later one is rejected for a reason of its own", async () => {
    const report = emptyReport("s");
    const out = await readFeed(feed([advert("A"), advert("A", { operationText: "whenever" })]), report);
    expect(out.map((a) => [a.externalId, a.operation])).toEqual([["A", "sale"]]);
    expect(report.rejected).toEqual({ no_operation: 1 });
  });

  it("counts the unknown type words of the adverts it keeps only", async () => {
    const report = emptyReport("s");
    await readFeed(
      feed([
        advert("A", { typeText: "Cosa" }),
        advert("A"),
        advert("B", { typeText: "Cosa" }),
        advert("C", { typeText: "Ovni" }),
        advert("C", { typeText: "Ovni" }),
      ]),
      report,
    );
    expect(report.unknownTypes).toEqual({ Cosa: 1, Ovni: 1 });
    expect(report.rejected).toEqual({ duplicate_id: 2 });
  });
});
