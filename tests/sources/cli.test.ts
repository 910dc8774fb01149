// `npm run sources` as an operator runs it, against a scratch database and a local feed
// host: the happy path from add to remove, and a clear message with a non-zero exit for
// every kind of bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { openScratch } from "../ingest/scratch";
import { runScript } from "../support/run-script";
import { flat, startFeedHost, type FeedHost } from "./feed-host";

let host: FeedHost;
let prisma: PrismaClient;
let close: () => Promise<void>;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  const scratch = await openScratch("llar_it_sources_cli");
  ({ prisma, close } = scratch);
  host = await startFeedHost();
  await host.publish([flat("cli-feed", 900), flat("cli-feed", 901)]);
  env = { ...process.env, DATABASE_URL: scratch.db.url, FEED_FETCH_ALLOW_HOSTS: host.hostPort };
}, 60_000);
afterAll(async () => {
  await host?.close();
  await close?.();
});

const sources = (...args: string[]) => runScript("scripts/sources.ts", args, env);
const ADD = ["--name", "CLI Feed", "--homepage", "https://cli-feed.example", "--format", "kyero"];

describe("npm run sources", () => {
  it("adds, runs, pauses, changes, lists and removes a source", async () => {
    const added = await sources("add", "cli-feed", ...ADD, "--feed", host.url, "--every", "15m");
    expect(added).toMatchObject({ code: 0 });
    const run = await sources("run", "cli-feed");
    expect(run).toMatchObject({ code: 0 });
    expect(run.stdout).toMatch(/cli-feed: ok \(read 2, 2 new/);
    expect(await sources("pause", "cli-feed")).toMatchObject({ code: 0 });
    expect(await sources("set", "cli-feed", "--every", "6h", "--name", "CLI Feed 2")).toMatchObject({ code: 0 });

    const list = await sources("list", "--json");
    expect(list.code).toBe(0);
    const entry = (JSON.parse(list.stdout) as Array<Record<string, unknown>>).find((s) => s.id === "cli-feed");
    expect(entry).toEqual({
      id: "cli-feed",
      name: "CLI Feed 2",
      format: "kyero",
      feed: host.url,
      every: "6h",
      paused: true,
      nextRunAt: expect.any(String),
      lastRun: {
        status: "ok",
        startedAt: expect.any(String),
        finishedAt: expect.any(String),
        read: 2,
        accepted: 2,
        rejected: 0,
        withdrawn: 0,
        error: null,
      },
      failuresInARow: 0,
    });
    const refused = await sources("remove", "cli-feed");
    expect(refused.code).toBe(1);
    expect(refused.stderr.join("\n")).toMatch(/has 2 active adverts; remove it with --withdraw/);
    expect(await sources("remove", "cli-feed", "--withdraw")).toMatchObject({ code: 0 });
    expect(await prisma.listing.count({ where: { sourceId: "cli-feed", status: "active" } })).toBe(0);
    const after = JSON.parse((await sources("list", "--json")).stdout) as Array<{ id: string }>;
    expect(after.map((s) => s.id)).not.toContain("cli-feed");
  }, 240_000);

  it("shows a source made by `npm run ingest` with no feed, and refuses to run it", async () => {
    await prisma.source.create({
      data: { id: "cli-ingested", name: "Ingested", homepageUrl: "https://i.example", format: "kyero" },
    });
    const list = JSON.parse((await sources("list", "--json")).stdout) as Array<Record<string, unknown>>;
    expect(list.find((s) => s.id === "cli-ingested")).toMatchObject({ feed: null, every: null, lastRun: null });
    const run = await sources("run", "cli-ingested");
    expect(run.code).toBe(1);
    expect(run.stderr.join("\n")).toMatch(/has no feed to pull/);
  }, 120_000);

  it("refuses bad input with a message and exit 2, unknown sources with exit 1", async () => {
    const cases: Array<[string[], number, RegExp]> = [
      [["add", "bad-every", ...ADD, "--feed", host.url, "--every", "30s"], 2, /every: "30s" is shorter than 1m/],
      [
        ["add", "bad-feed", ...ADD, "--feed", "ftp://x.example/f.xml", "--every", "1m"],
        2,
        /feed: .*ftp: is not supported/,
      ],
      [["add", "no-every", ...ADD, "--feed", host.url], 2, /add needs --every/],
      [["set", "cli-nothing"], 2, /nothing to change/],
      [["pause", "no-such-source"], 1, /no source "no-such-source"/],
      [["list", "--verbose"], 2, /Unknown option '--verbose'/],
    ];
    for (const [args, code, message] of cases) {
      const result = await sources(...args);
      expect({ args, code: result.code }).toEqual({ args, code });
      expect(result.stderr.join("\n")).toMatch(message);
    }
  }, 240_000);
});
