// The scheduler against a real local feed host (feed-host.ts) on a scratch database:
// conditional pulls and 304 sightings, failures that withdraw nothing and back off, a
// refused snapshot, operators mailed after three failures, two workers sharing one source,
// and a job left active by a dead worker holding up no source.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { pullSource } from "@/lib/sources/pull-source";
import PgBoss from "pg-boss";
import { SOURCE_QUEUE, SOURCE_QUEUE_OPTIONS, SourceScheduler } from "@/lib/sources/scheduler";
import { addSource, listSources, requestRun, sourceRuns } from "@/lib/sources/sources";
import { openScratch } from "../ingest/scratch";
import { startMailbox, type Mailbox } from "../support/smtp-mailbox";
import { flat, startFeedHost, type FeedHost } from "./feed-host";

let host: FeedHost;
let box: Mailbox;
let close: () => Promise<void>;
let url: string;

beforeAll(async () => {
  const scratch = await openScratch("llar_it_sources");
  close = scratch.close;
  url = scratch.db.url;
  // lib/sources works on the shared client: point it at the scratch database.
  process.env.DATABASE_URL = url;
  host = await startFeedHost();
  box = await startMailbox(0);
  process.env.FEED_FETCH_ALLOW_HOSTS = host.hostPort;
  process.env.EMAIL_SERVER = box.url;
}, 60_000);
afterAll(async () => {
  delete process.env.EMAIL_SERVER;
  await host?.close();
  await box?.close();
  await prisma.$disconnect();
  await close?.();
});

let n = 0;
async function newSource(id: string, adverts = 3) {
  const first = n;
  n += 100;
  await host.publish(Array.from({ length: adverts }, (_, i) => flat(id, first + i)));
  host.state.status = 200;
  await addSource({ id, name: id, homepage: `https://${id}.example`, format: "kyero", feed: host.url, every: "1m" });
  return first;
}

const active = (sourceId: string) => prisma.listing.count({ where: { sourceId, status: "active" } });

describe("scheduled pulls", () => {
  it("pulls a new source at once, then counts a 304 as a sighting that changes nothing", async () => {
    const first = await newSource("sched-cond");
    await host.publish([
      flat("sched-cond", first),
      flat("sched-cond", first + 1),
      { ...flat("sched-cond", first + 2), url: "" },
    ]);
    const ok = await pullSource("sched-cond");
    expect(ok).toMatchObject({ status: "ok", error: null });
    expect(await active("sched-cond")).toBe(2);
    const [summary] = (await listSources()).filter((s) => s.id === "sched-cond");
    expect(summary).toMatchObject({
      feed: host.url,
      every: "1m",
      paused: false,
      failuresInARow: 0,
      lastRun: { status: "ok", read: 3, accepted: 2, rejected: 1, withdrawn: 0, error: null },
    });
    expect((await sourceRuns("sched-cond"))[0].firstRejected).toEqual([
      { externalId: `sched-cond-${first + 2}`, reason: "missing_url" },
    ]);
    // Not due again for a minute: a second pull now does nothing.
    expect(await pullSource("sched-cond")).toBeNull();

    const before = await prisma.source.findUniqueOrThrow({ where: { id: "sched-cond" } });
    const stamps = await prisma.property.findMany({
      where: { listings: { some: { sourceId: "sched-cond" } } },
      select: { id: true, updatedAt: true },
    });
    await requestRun("sched-cond");
    const requests = host.requests.length;
    expect(await pullSource("sched-cond")).toMatchObject({ status: "unchanged" });
    expect(host.requests[requests]["if-none-match"]).toBe(host.etag);
    expect(host.requests[requests]["if-modified-since"]).toBeTruthy();
    const after = await prisma.source.findUniqueOrThrow({ where: { id: "sched-cond" } });
    expect(after.lastSnapshotAt!.getTime()).toBeGreaterThan(before.lastSnapshotAt!.getTime());
    expect(
      await prisma.property.findMany({
        where: { listings: { some: { sourceId: "sched-cond" } } },
        select: { id: true, updatedAt: true },
      }),
    ).toEqual(stamps);
    expect((await sourceRuns("sched-cond"))[0]).toMatchObject({ status: "unchanged", trigger: "manual" });
  });

  it("applies a changed feed: a 10 % price cut reaches the property", async () => {
    const first = await newSource("sched-price");
    expect(await pullSource("sched-price")).toMatchObject({ status: "ok" });
    await host.publish([
      flat("sched-price", first, 270_000),
      flat("sched-price", first + 1),
      flat("sched-price", first + 2),
    ]);
    await requestRun("sched-price");
    const result = await pullSource("sched-price");
    expect(result).toMatchObject({ status: "ok", report: { updated: 1, created: 0, removed: 0 } });
    const listing = await prisma.listing.findFirstOrThrow({
      where: { sourceId: "sched-price", externalId: `sched-price-${first}` },
      include: { property: true },
    });
    expect(listing.price).toBe(270_000);
    expect(listing.property.priceMin).toBe(270_000);
  });

  it("records a failing host as failed, withdraws nothing, backs off doubling and mails operators at three", async () => {
    await newSource("sched-fail");
    await prisma.user.create({ data: { email: `ops-${Date.now()}@sched.test`, role: "admin" } });
    expect(await pullSource("sched-fail")).toMatchObject({ status: "ok" });
    host.state.status = 500;
    const gaps: number[] = [];
    for (let i = 0; i < 3; i++) {
      await requestRun("sched-fail");
      expect(await pullSource("sched-fail")).toMatchObject({
        status: "failed",
        error: `cannot fetch ${host.url}: HTTP 500`,
      });
      const [run] = await sourceRuns("sched-fail");
      const src = await prisma.source.findUniqueOrThrow({ where: { id: "sched-fail" } });
      gaps.push(Math.round((src.nextRunAt!.getTime() - new Date(run.finishedAt!).getTime()) / 1000));
      expect(src.failuresInARow).toBe(i + 1);
    }
    expect(gaps).toEqual([60, 120, 240]);
    expect(await active("sched-fail")).toBe(3);
    const [summary] = (await listSources()).filter((s) => s.id === "sched-fail");
    expect(summary).toMatchObject({ failuresInARow: 3, lastRun: { status: "failed", withdrawn: 0 } });
    await expect.poll(() => box.messages.filter((m) => m.subject.includes("sched-fail")).length).toBe(1);
    expect(box.messages.find((m) => m.subject.includes("sched-fail"))!.text).toContain("HTTP 500");

    host.state.status = 200;
    await requestRun("sched-fail");
    expect(await pullSource("sched-fail")).toMatchObject({ status: "unchanged" });
    expect((await prisma.source.findUniqueOrThrow({ where: { id: "sched-fail" } })).failuresInARow).toBe(0);
  });

  it("records a snapshot the ingest refuses, with its reason, and keeps the adverts", async () => {
    await newSource("sched-refuse");
    expect(await pullSource("sched-refuse")).toMatchObject({ status: "ok" });
    await host.publish([]);
    await requestRun("sched-refuse");
    const refused = await pullSource("sched-refuse");
    expect(refused).toMatchObject({ status: "refused" });
    expect(refused!.error).toMatch(/no usable advert .* would withdraw all 3 active adverts/);
    expect(await active("sched-refuse")).toBe(3);
    // The validators stay those of the last good pull: the broken feed is fetched again.
    expect((await prisma.source.findUniqueOrThrow({ where: { id: "sched-refuse" } })).etag).not.toBe(host.etag);
  });

  it("refuses a feed host on a private address nobody allowed", async () => {
    await addSource({
      id: "sched-blocked",
      name: "blocked",
      homepage: "https://blocked.example",
      format: "kyero",
      feed: "http://127.0.0.2:9/feed.xml",
      every: "1m",
    });
    const result = await pullSource("sched-blocked");
    expect(result).toMatchObject({ status: "failed" });
    expect(result!.error).toMatch(/refused: 127\.0\.0\.2 is not a public internet address/);
  });

  it("shares one source between two workers without ever pulling it twice at once", async () => {
    await newSource("sched-two");
    host.state.delayMs = 400;
    host.state.maxInFlight = 0;
    const workers = [0, 1].map(() => new SourceScheduler(url, { tickMs: 100, pollSeconds: 0.5, log: () => {} }));
    try {
      await Promise.all(workers.map((w) => w.start()));
      for (let i = 0; i < 3; i++) {
        await expect
          .poll(async () => (await sourceRuns("sched-two")).filter((r) => r.status !== "running").length, {
            timeout: 20_000,
          })
          .toBeGreaterThan(i);
        await requestRun("sched-two");
      }
      await expect
        .poll(async () => (await sourceRuns("sched-two")).filter((r) => r.status !== "running").length, {
          timeout: 20_000,
        })
        .toBeGreaterThanOrEqual(4);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      host.state.delayMs = 0;
    }
    expect(host.state.maxInFlight).toBe(1);
    const runs = (await sourceRuns("sched-two")).reverse();
    for (let i = 1; i < runs.length; i++)
      expect(new Date(runs[i].startedAt).getTime()).toBeGreaterThanOrEqual(new Date(runs[i - 1].finishedAt!).getTime());
  }, 60_000);

  it("keeps pulling every source when a pull died with its worker and left its job active", async () => {
    await newSource("sched-dead");
    await newSource("sched-alive");
    // A worker took sched-dead's job and died: the job stays active until its lease ends.
    const dead = new PgBoss({ connectionString: url, schedule: false, supervise: false });
    await dead.start();
    if (!(await dead.getQueue(SOURCE_QUEUE))) await dead.createQueue(SOURCE_QUEUE, SOURCE_QUEUE_OPTIONS);
    await dead.send(SOURCE_QUEUE, { sourceId: "sched-dead" }, { singletonKey: "sched-dead" });
    expect(await dead.fetch(SOURCE_QUEUE)).toHaveLength(1);
    await dead.stop({ graceful: false, wait: true });
    await requestRun("sched-dead");
    const worker = new SourceScheduler(url, { tickMs: 100, pollSeconds: 0.5, log: () => {} });
    try {
      await worker.start();
      for (const id of ["sched-dead", "sched-alive"])
        await expect
          .poll(async () => (await sourceRuns(id)).filter((r) => r.status === "ok").length, { timeout: 20_000 })
          .toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
