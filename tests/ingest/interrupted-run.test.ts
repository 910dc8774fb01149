// A run stopped half-way (the CLI's SIGINT/SIGTERM, or an error while writing) keeps the
// batches it committed, records that it did not finish, and the next run of the same
// feed completes the snapshot.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FeedError, ingestFeeds } from "@/lib/ingest/run-ingest";
import { scratchPrisma } from "./scratch";

const FEED = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds/a-finques.xml");
const SOURCE = { id: "finques", name: "Finques", homepageUrl: "https://finques.example" };
const prisma = scratchPrisma("llar_it_interrupt");

describe("an interrupted run", () => {
  it("stops between batches, marks its run interrupted, and the next run completes the snapshot", async () => {
    const stop = new AbortController();
    const run = ingestFeeds(prisma, SOURCE, "kyero", [FEED], {
      batchSize: 1,
      signal: stop.signal,
      // Stop once the first batch (one advert) is committed.
      onProgress: (p) => {
        if (p.phase === "write" && p.done === 1) stop.abort(new FeedError("interrupted by SIGTERM"));
      },
    });
    await expect(run).rejects.toThrow("interrupted by SIGTERM");
    expect(await prisma.listing.count()).toBe(1);
    const [interrupted] = await prisma.ingestRun.findMany();
    expect(interrupted.finishedAt).not.toBeNull();
    expect(interrupted.report).toMatchObject({ failed: "interrupted by SIGTERM" });

    const report = await ingestFeeds(prisma, SOURCE, "kyero", [FEED]);
    expect(report).toMatchObject({ read: 4, created: 3, unchanged: 1, removed: 0 });
    expect(await prisma.listing.count({ where: { status: "active" } })).toBe(4);
  }, 60_000);

  it("writes nothing when stopped before its first batch", async () => {
    const listings = await prisma.listing.count();
    const runs = await prisma.ingestRun.count();
    const stop = new AbortController();
    stop.abort(new FeedError("interrupted by SIGINT"));
    await expect(
      ingestFeeds(prisma, { ...SOURCE, id: "other" }, "kyero", [FEED], { signal: stop.signal }),
    ).rejects.toThrow("interrupted by SIGINT");
    expect(await prisma.listing.count()).toBe(listings);
    expect(await prisma.ingestRun.count()).toBe(runs);
    expect(await prisma.source.count({ where: { id: "other" } })).toBe(0);
  }, 60_000);
});
