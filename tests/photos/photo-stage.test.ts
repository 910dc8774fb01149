// The photo stage against real local servers and the real database: each outcome is
// recorded once, refused addresses are never requested, and a re-run fetches nothing.
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAllowHosts } from "@/lib/http/public-address";
import { LocalPhotoStore } from "@/lib/photos/local-store";
import { openFilePhotoCache } from "@/lib/photos/photo-cache";
import { readCopy } from "@/lib/photos/stored-copy";
import { copyKey } from "@/lib/photos/photo-keys";
import { runPhotoStage } from "@/lib/photos/photo-stage";
import { startPhotoHost, startVictim, type CountingServer } from "../support/photo-host";
import { scratchPrisma } from "../ingest/scratch";

const prisma = scratchPrisma("llar_it_photos");
let host: CountingServer;
let victim: CountingServer;
let dir: string;
let store: LocalPhotoStore;

beforeAll(async () => {
  [host, victim] = await Promise.all([startPhotoHost(), startVictim()]);
  dir = await mkdtemp(path.join(os.tmpdir(), "llar-photos-"));
  store = new LocalPhotoStore(dir);
});
afterAll(async () => {
  await Promise.all([host?.close(), victim?.close()]);
  await rm(dir, { recursive: true, force: true });
});

const rowsOf = async (urls: string[]) =>
  new Map((await prisma.photo.findMany({ where: { url: { in: urls } } })).map((r) => [r.url, r]));

describe("refused addresses", () => {
  it("never requests loopback, link-local, private or unnamed hosts, and counts them as blocked", async () => {
    const urls = [
      `${victim.origin}/photo.jpg`, // this machine, no allow list
      "http://169.254.169.254/latest/meta-data/photo.jpg",
      "http://10.1.2.3/photo.jpg",
      "http://192.168.0.10/photo.jpg",
      `http://localhost:${victim.hostPort.split(":")[1]}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${victim.hostPort.split(":")[1]}/photo.jpg`,
    ];
    const report = await runPhotoStage(prisma, urls, { store, allowHosts: new Set() });
    expect(report).toMatchObject({ urls: 6, blocked: 6, ok: 0 });
    expect(victim.hits).toEqual([]);
    const rows = await rowsOf(urls);
    expect([...rows.values()].map((r) => r.status)).toEqual(Array(6).fill("blocked"));
  });

  it("refuses a redirect from an allowed host to a private or unallowed local one", async () => {
    const toVictim = `${host.origin}/to?url=${encodeURIComponent(`${victim.origin}/photo.jpg`)}`;
    const toPrivate = `${host.origin}/to?url=${encodeURIComponent("http://10.0.0.1/photo.jpg")}`;
    const toMetadata = `${host.origin}/to?url=${encodeURIComponent("http://169.254.169.254/")}`;
    const report = await runPhotoStage(prisma, [toVictim, toPrivate, toMetadata], {
      store,
      allowHosts: parseAllowHosts(host.hostPort),
    });
    expect(report).toMatchObject({ blocked: 3, ok: 0 });
    expect(victim.hits).toEqual([]);
    expect(host.hits.filter((h) => h.startsWith("/to"))).toHaveLength(3);
  });
});

describe("fetching", () => {
  const urls = () => ({
    wide: `${host.origin}/photo-1600-1.jpg`,
    narrow: `${host.origin}/photo-300-2.jpg`,
    dead: `${host.origin}/dead.jpg`,
    page: `${host.origin}/page.jpg`,
    huge: `${host.origin}/huge.jpg`,
  });

  it("records ok, dead, not an image and too large, with hash, size and WebP copies", async () => {
    const u = urls();
    const report = await runPhotoStage(prisma, Object.values(u), { store, allowHosts: parseAllowHosts(host.hostPort) });
    expect(report).toMatchObject({ urls: 5, known: 0, ok: 2, dead: 1, notImage: 1, tooLarge: 1, blocked: 0 });
    const rows = await rowsOf(Object.values(u));
    expect(rows.get(u.dead)).toMatchObject({ status: "dead", attempts: 1, hash: null });
    expect(rows.get(u.dead)!.nextAttemptAt).not.toBeNull();
    expect(rows.get(u.page)).toMatchObject({ status: "not_image", nextAttemptAt: null });
    expect(rows.get(u.huge)).toMatchObject({ status: "too_large", nextAttemptAt: null });
    const wide = rows.get(u.wide)!;
    expect(wide).toMatchObject({ status: "ok", width: 1600, height: 1200 });
    expect(typeof wide.hash).toBe("bigint");
    expect(wide.bytes).toBeGreaterThan(1000);

    const size = async (key: string) => (await sharp((await readCopy(store, key))!).metadata()).width;
    // The wide photo's gallery copy is made from its kept original when first read.
    expect(await store.has(copyKey(wide.storeKey!, 1280))).toBe(false);
    expect(await size(copyKey(wide.storeKey!, 1280))).toBe(1280);
    expect(await store.has(copyKey(wide.storeKey!, 1280))).toBe(true);
    expect(await size(copyKey(wide.storeKey!, 480))).toBe(480);
    // Never upscaled: a 300 px photo keeps 300 px in both copies.
    const narrow = rows.get(u.narrow)!;
    expect(await size(copyKey(narrow.storeKey!, 1280))).toBe(300);
    expect((await sharp((await store.get(copyKey(narrow.storeKey!, 480)))!).metadata()).format).toBe("webp");
  });

  it("fetches nothing on a re-run, and retries a dead link only once its time has come", async () => {
    const u = urls();
    const before = host.hits.length;
    const again = await runPhotoStage(prisma, Object.values(u), { store, allowHosts: parseAllowHosts(host.hostPort) });
    expect(again).toMatchObject({ urls: 5, known: 5, ok: 0, dead: 0 });
    expect(host.hits.length).toBe(before);

    const later = new Date(Date.now() + 2 * 3600_000);
    const retry = await runPhotoStage(prisma, Object.values(u), {
      store,
      allowHosts: parseAllowHosts(host.hostPort),
      now: later,
    });
    expect(retry).toMatchObject({ known: 4, dead: 1 });
    expect(host.hits.slice(before)).toEqual(["/dead.jpg"]);
    expect((await rowsOf([u.dead])).get(u.dead)).toMatchObject({ attempts: 2 });
  });
});

describe("failures of one photo", () => {
  it("are that URL's outcome with a reason, and the run finishes", async () => {
    const tall = `${host.origin}/tall.png`;
    const unstorable = `${host.origin}/photo-700-9.jpg`;
    // A store that cannot take this one photo (full, unreachable): retried like a dead link.
    const failing = new LocalPhotoStore(dir);
    const put = failing.put.bind(failing);
    failing.put = async (key: string, body: Buffer) => {
      if (key.endsWith("-480.webp")) throw new Error("disk full");
      return put(key, body);
    };
    const report = await runPhotoStage(prisma, [tall, unstorable], {
      store: failing,
      allowHosts: parseAllowHosts(host.hostPort),
    });
    expect(report).toMatchObject({ urls: 2, notImage: 1, dead: 1 });
    const rows = await rowsOf([tall, unstorable]);
    expect(rows.get(tall)).toMatchObject({ status: "not_image", error: expect.stringMatching(/shape/) });
    expect(rows.get(unstorable)).toMatchObject({ status: "dead", error: "not stored: disk full" });
    expect(rows.get(unstorable)!.nextAttemptAt).not.toBeNull();
  });
});

/** A host that accepts connections and drops each at once (no HTTP answer), counting them. */
async function startDroppingHost() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hostPort, connections: () => connections, close: () => new Promise((r) => server.close(r)) };
}

describe("momentary failures", () => {
  it("tries a photo once more after a 503, and a host that never answers only once", async () => {
    const dropping = await startDroppingHost();
    try {
      const flaky = `${host.origin}/flaky-640-11.jpg`;
      const gone = `http://${dropping.hostPort}/a.jpg`;
      const report = await runPhotoStage(prisma, [flaky, gone], {
        store,
        allowHosts: parseAllowHosts(`${host.hostPort},${dropping.hostPort}`),
      });
      expect(report).toMatchObject({ urls: 2, ok: 1, dead: 1 });
      expect(host.hits.filter((h) => h === "/flaky-640-11.jpg")).toHaveLength(2);
      const rows = await rowsOf([flaky, gone]);
      expect(rows.get(flaky)).toMatchObject({ status: "ok", attempts: 1 });
      expect(typeof rows.get(flaky)!.hash).toBe("bigint");
      // Dropped without an answer: a momentary failure, but on a host no request reached.
      expect(rows.get(gone)).toMatchObject({ status: "dead", attempts: 1 });
      expect(rows.get(gone)!.error).toMatch(/socket hang up|ECONNRESET/);
      expect(dropping.connections()).toBe(1);
    } finally {
      await dropping.close();
    }
  });
});

describe("the evaluation's per-URL cache", () => {
  it("refills an empty photo table from the cache and the store without a request", async () => {
    const urls = [
      `${host.origin}/photo-800-7.jpg`,
      `${host.origin}/photo-640-8.jpg`,
      `${host.origin}/page.jpg?for-the-cache`,
    ];
    const file = path.join(dir, "cache", "photos.jsonl");
    const allowHosts = parseAllowHosts(host.hostPort);
    const first = await runPhotoStage(prisma, urls, { store, allowHosts, cache: await openFilePhotoCache(file) });
    expect(first).toMatchObject({ ok: 2, notImage: 1, cached: 0 });
    const hashes = new Map([...(await rowsOf(urls))].map(([u, r]) => [u, r.hash]));

    // A new scratch database: no photo rows, the same cache file and store.
    await prisma.photo.deleteMany({ where: { url: { in: urls } } });
    const before = host.hits.length;
    const again = await runPhotoStage(prisma, urls, { store, allowHosts, cache: await openFilePhotoCache(file) });
    expect(again).toMatchObject({ urls: 3, cached: 3, ok: 2, notImage: 1 });
    expect(host.hits.length).toBe(before);
    const rows = await rowsOf(urls);
    for (const url of urls) expect(rows.get(url)!.hash).toEqual(hashes.get(url));
  });
});
