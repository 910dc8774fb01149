// The photos of tests/fixtures/photos/rich-sample served from this process, for tests that
// ingest the sample with the photo stage: each URL's picture is drawn from its seed in
// rich-sample-photos.json (one picture on several portals: the same seed, so the same
// bytes), a dead one answers 404. Answers come after a random delay, so concurrent fetches
// complete in a different order every run, and the first request for some photos gets a
// 503, as from a busy host.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { testJpeg } from "./photo-host";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/photos");
const SAMPLE_ORIGIN = "http://127.0.0.1:8790/";

type Drawn = { seed: number; w: number; dead?: boolean };

export type RichSampleHost = {
  hostPort: string;
  /** The sample's feed files, their photo links pointed at this host: source id → file. */
  feeds: Array<{ source: string; file: string }>;
  requests: () => number;
  close: () => Promise<void>;
};

/** `busyFirst`: which share of the photos answer 503 to their first request (0–1). */
export async function startRichSampleHost(busyFirst = 0.2, maxDelayMs = 30): Promise<RichSampleHost> {
  const photos = JSON.parse(await readFile(path.join(FIXTURE, "rich-sample-photos.json"), "utf8")) as Record<
    string,
    Drawn
  >;
  const byPath = new Map(Object.entries(photos).map(([url, d]) => [url.slice(SAMPLE_ORIGIN.length - 1), d]));
  const drawn = new Map<string, Promise<Buffer>>();
  const asked = new Set<string>();
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    const at = req.url ?? "/";
    const photo = byPath.get(at);
    const first = !asked.has(at);
    asked.add(at);
    setTimeout(() => {
      if (!photo || photo.dead) return res.writeHead(404).end("gone");
      if (first && Math.random() < busyFirst) return res.writeHead(503).end("busy");
      const key = `${photo.w}-${photo.seed}`;
      if (!drawn.has(key)) drawn.set(key, testJpeg(photo.w, photo.seed));
      void drawn.get(key)!.then((body) => res.writeHead(200, { "content-type": "image/jpeg" }).end(body));
    }, Math.random() * maxDelayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  const dir = await mkdtemp(path.join(os.tmpdir(), "llar-rich-sample-"));
  const feeds = [];
  for (const name of (await readdir(path.join(FIXTURE, "rich-sample"))).sort()) {
    const xml = await readFile(path.join(FIXTURE, "rich-sample", name), "utf8");
    const file = path.join(dir, name);
    await writeFile(file, xml.replaceAll(SAMPLE_ORIGIN, `http://${hostPort}/`));
    feeds.push({ source: path.basename(name, ".xml"), file });
  }
  return {
    hostPort,
    feeds,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
