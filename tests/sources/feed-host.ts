// A real local HTTP feed host for the scheduler's tests: serves one Kyero feed with an ETag
// and a Last-Modified, answers a matching conditional request with 304, can be told to fail
// or to answer slowly, and records every request (its validators, how many ran at once).
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import type { RawAdvert } from "@/lib/ingest/types";

export type FeedHost = Awaited<ReturnType<typeof startFeedHost>>;

export async function startFeedHost() {
  const dir = await mkdtemp(path.join(tmpdir(), "llar-feed-host-"));
  let body = Buffer.from("");
  let etag = "";
  let lastModified = "";
  const state = { status: 200, delayMs: 0, inFlight: 0, maxInFlight: 0 };
  const requests: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    requests.push(req.headers);
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    setTimeout(() => {
      state.inFlight--;
      if (state.status !== 200) return res.writeHead(state.status).end("feed host down");
      if (req.headers["if-none-match"] === etag) return res.writeHead(304, { etag }).end();
      res.writeHead(200, { "content-type": "application/xml", etag, "last-modified": lastModified }).end(body);
    }, state.delayMs);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  let version = 0;
  return {
    url: `http://127.0.0.1:${port}/feed.xml`,
    hostPort: `127.0.0.1:${port}`,
    state,
    requests,
    /** Publishes a new version of the feed (a new ETag and Last-Modified). */
    async publish(adverts: RawAdvert[]) {
      const file = path.join(dir, `v${++version}.xml`);
      await writeKyeroFeed(file, adverts, "es");
      body = await readFile(file);
      etag = `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`;
      lastModified = new Date(Date.now() - 1000 + version).toUTCString();
    },
    get etag() {
      return etag;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A flat for sale in Ordino; `n` varies its facts so the homes never look alike. */
export function flat(source: string, n: number, price = 300_000 + n * 1000): RawAdvert {
  return {
    externalId: `${source}-${n}`,
    url: `https://${source}.example/${n}`,
    typeText: "Piso",
    operationText: "sale",
    price,
    currency: "EUR",
    rooms: 1 + (n % 5),
    bathrooms: 1,
    surfaceM2: 50 + n * 17,
    // Every test's homes in their own corner of Ordino's slopes, inside Andorra.
    lat: 42.52 + (n % 100) * 0.0011 + Math.floor(n / 100) * 0.012,
    lng: 1.5 + (n % 100) * 0.0013,
    town: "Ordino",
    description: `Pis a Ordino número ${n}, ${50 + n * 17} m².`,
  };
}
