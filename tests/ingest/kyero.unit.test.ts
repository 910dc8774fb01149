import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { kyeroConnector } from "@/lib/ingest/sources/kyero";
import { writeKyeroFeed } from "@/lib/ingest/demo-feeds/kyero-writer";
import { FeedError, type RawAdvert } from "@/lib/ingest/types";

const FIXTURE = path.join(import.meta.dirname, "../fixtures/ingest/dedup-small/feeds/a-finques.xml");

async function readAll(input: string): Promise<RawAdvert[]> {
  const out: RawAdvert[] = [];
  for await (const a of kyeroConnector.read(input)) out.push(a);
  return out;
}

describe("Kyero v3 connector", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "llar-kyero-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads every element of an advert, the first language of multilingual ones", async () => {
    const adverts = await readAll(FIXTURE);
    expect(adverts).toHaveLength(4);
    expect(adverts[2]).toMatchObject({
      externalId: "F3",
      price: "1200000",
      operationText: "sale",
      typeText: "Xalet",
      town: "La Massana",
      lat: "42.547300",
      lng: "1.512500",
      rooms: "5",
      bathrooms: "4",
      surfaceM2: "300",
      plotM2: "900",
      url: "https://finques.example/anunci/F3",
      agency: "Cases Beta",
      features: ["Jardí", "Vistes"],
    });
    expect(adverts[2].imageUrls).toHaveLength(3);
  });

  it("reads <url>, <desc> and <title> written without a language element, and <new_build>", async () => {
    const file = path.join(dir, "plain.xml");
    await writeFile(
      file,
      `<root><kyero><feed_version>3</feed_version></kyero><property><id>P1</id><price>350000</price>
      <price_freq>sale</price_freq><type>Pis</type><town>Encamp</town><url>https://x.example/p1</url><desc>Bonic pis</desc>
      <title>Pis a Encamp</title><new_build>1</new_build><pool>0</pool></property></root>`,
    );
    const [advert] = await readAll(file);
    expect(advert).toMatchObject({
      url: "https://x.example/p1",
      description: "Bonic pis",
      title: "Pis a Encamp",
      features: ["New build"],
    });
  });

  it("reads a type written in languages and <location_detail> as the place's text", async () => {
    const file = path.join(dir, "typed.xml");
    await writeFile(
      file,
      `<root><kyero><feed_version>3</feed_version></kyero><property><id>P2</id><price_freq>sale</price_freq>
      <type><en>House</en><es>Casa</es></type><location_detail>Vall d'Incles, Canillo</location_detail><url>https://x.example/p2</url></property></root>`,
    );
    const [advert] = await readAll(file);
    expect(advert).toMatchObject({ typeText: "House", placeText: "Vall d'Incles, Canillo" });
  });

  it("reads a feed from an http(s) URL", async () => {
    const { createServer } = await import("node:http");
    const { readFile } = await import("node:fs/promises");
    const body = await readFile(FIXTURE);
    const server = createServer((req, res) => {
      if (req.url === "/feed.xml") res.writeHead(200, { "content-type": "application/xml" }).end(body);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    try {
      // A loopback feed host is refused unless the operator allows its host:port.
      await expect(readAll(`http://127.0.0.1:${port}/feed.xml`)).rejects.toThrow(
        /cannot fetch .*: refused: 127.0.0.1 is not a public internet address/,
      );
      vi.stubEnv("FEED_FETCH_ALLOW_HOSTS", `127.0.0.1:${port}`);
      expect((await readAll(`http://127.0.0.1:${port}/feed.xml`)).map((a) => a.externalId)).toEqual([
        "F1",
        "F2",
        "F3",
        "F5",
      ]);
      await expect(readAll(`http://127.0.0.1:${port}/missing.xml`)).rejects.toThrow(/HTTP 404/);
    } finally {
      server.close();
      vi.unstubAllEnvs();
    }
  });

  it("rejects malformed XML and documents that are not Kyero feeds with a FeedError", async () => {
    const broken = path.join(dir, "broken.xml");
    await writeFile(
      broken,
      "<root><kyero><feed_version>3</feed_version></kyero><property><id>1</id><price>5</property></root>",
    );
    await expect(readAll(broken)).rejects.toBeInstanceOf(FeedError);
    const other = path.join(dir, "rss.xml");
    await writeFile(other, "<rss><channel/></rss>");
    await expect(readAll(other)).rejects.toThrow(/not a Kyero feed/);
    await expect(readAll(path.join(dir, "missing.xml"))).rejects.toBeInstanceOf(FeedError);
    // A <root> that is no Kyero feed (an error page of the exporter) must not read as an empty snapshot.
    const notKyero = path.join(dir, "error.xml");
    await writeFile(notKyero, "<root><error>feed temporarily unavailable</error></root>");
    await expect(readAll(notKyero)).rejects.toThrow(/not a Kyero feed: .* neither a <kyero> header nor any <property>/);
    // A Kyero feed with no advert in it is one (an agency with nothing for sale).
    const empty = path.join(dir, "empty.xml");
    await writeFile(empty, "<root><kyero><feed_version>3</feed_version></kyero></root>");
    expect(await readAll(empty)).toEqual([]);
    await expect(readAll("ftp://feeds.example/x.xml")).rejects.toThrow(/ftp:\/\/ is not supported/);
  });

  it("decodes the encoding the XML declaration names (Latin-1 feeds of older software)", async () => {
    const file = path.join(dir, "latin1.xml");
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><root><kyero><feed_version>3</feed_version></kyero>
      <property><id>L1</id><type>Àtic</type><town>Sant Julià de Lòria</town><desc><ca>Àtic de 120 m², façana</ca></desc></property></root>`;
    await writeFile(file, Buffer.from(xml, "latin1"));
    const [advert] = await readAll(file);
    expect(advert).toMatchObject({
      typeText: "Àtic",
      town: "Sant Julià de Lòria",
      description: "Àtic de 120 m², façana",
    });
    await writeFile(file, `<?xml version="1.0" encoding="klingon"?><root/>`);
    await expect(readAll(file)).rejects.toThrow(/unsupported encoding "klingon"/);
  });

  it("tells a dropped download from malformed XML", async () => {
    const { createServer } = await import("node:http");
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/xml", "content-length": "100000" });
      res.write("<root><kyero><feed_version>3</feed_version></kyero><property><id>1</id>");
      setTimeout(() => res.destroy(), 50);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    vi.stubEnv("FEED_FETCH_ALLOW_HOSTS", `127.0.0.1:${port}`);
    try {
      await expect(readAll(`http://127.0.0.1:${port}/feed.xml`)).rejects.toThrow(
        new RegExp(`^cannot read http://127.0.0.1:${port}/feed.xml: `),
      );
    } finally {
      server.close();
    }
    // The same port, now closed: the network's reason is named.
    await expect(readAll(`http://127.0.0.1:${port}/feed.xml`)).rejects.toThrow(/cannot fetch .*: connect ECONNREFUSED/);
    vi.unstubAllEnvs();
  });

  it("streams: a large feed is parsed with far less heap than its size", async () => {
    const file = path.join(dir, "big.xml");
    const desc = "Àtic lluminós amb vistes, façana restaurada — ".repeat(20); // multi-byte characters across chunks
    const adverts = (function* () {
      for (let i = 0; i < 40_000; i++) {
        yield {
          externalId: `B${i}`,
          url: `https://b.example/${i}`,
          operationText: "sale",
          typeText: "Pis",
          price: 100000 + i,
          description: desc,
        } as RawAdvert;
      }
    })();
    await writeKyeroFeed(file, adverts, "ca");
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let n = 0;
    let lastDesc = "";
    for await (const a of kyeroConnector.read(file)) {
      n++;
      lastDesc = a.description ?? "";
      if (n % 2000 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    expect(n).toBe(40_000);
    expect(lastDesc).toBe(desc.trim());
    // The feed is ~45 MB; holding it (or its adverts) would add far more than 30 MB of heap.
    expect(peak - before).toBeLessThan(30 * 2 ** 20);
  }, 60_000);
});
