// Local HTTP servers for the photo stage's tests: a photo host with one path per outcome
// (a photo, a dead link, a web page posing as a JPEG, a file past the size cap, redirects
// to places the fetcher must refuse) and a "victim" that only counts the requests it gets,
// so a test can prove a refused URL was never requested.
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export type CountingServer = { origin: string; hostPort: string; hits: string[]; close: () => Promise<void> };

async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<CountingServer> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JPEG of a simple drawn scene, `width` × 3/4 of it, different for each seed. */
export async function testJpeg(width: number, seed = 1): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${(seed * 67) % 360},60%,70%)"/>
    <rect x="${(seed * 13) % 50}%" y="30%" width="30%" height="50%" fill="hsl(${(seed * 29) % 360},50%,30%)"/>
    <circle cx="80%" cy="${20 + ((seed * 7) % 40)}%" r="10%" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** A server that answers 200 to everything and records what it was asked. */
export function startVictim(): Promise<CountingServer> {
  return listen((_req, res) => res.end("secret"));
}

/**
 * The photo host: /photo-<width>-<seed>.jpg, /flaky-<width>-<seed>.jpg (503 on the first
 * request, then the photo), /tall.png, /dead.jpg, /page.jpg, /huge.jpg, /to?url=<location>.
 */
export function startPhotoHost(): Promise<CountingServer> {
  const asked = new Set<string>();
  return listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://host");
    const flaky = /^\/flaky-\d+-\d+\.jpg$/.test(url.pathname);
    if (flaky && !asked.has(url.pathname)) {
      asked.add(url.pathname);
      res.writeHead(503);
      res.end("busy");
      return;
    }
    const photo = /^\/(?:photo|flaky)-(\d+)-(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      void testJpeg(Number(photo[1]), Number(photo[2])).then((body) => {
        // The type a host claims is not what decides: the fetcher sniffs the bytes.
        res.writeHead(200, { "content-type": "application/octet-stream" });
        res.end(body);
      });
    } else if (url.pathname === "/tall.png") {
      // 1×20000: a few hundred bytes under every size and pixel cap, past WebP's 16,383 px a side.
      void sharp({ create: { width: 1, height: 20000, channels: 3, background: "#777" } })
        .png()
        .toBuffer()
        .then((body) => res.end(body));
    } else if (url.pathname === "/page.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      res.end("<!doctype html><title>Not found</title>");
    } else if (url.pathname === "/huge.jpg") {
      // Chunked, no length: the cap must be enforced while streaming.
      res.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const pump = () => {
        while (sent < 12 && res.write(chunk)) sent++;
        if (sent >= 12) res.end();
        else res.once("drain", pump);
      };
      res.on("close", () => (sent = 99));
      pump();
    } else if (url.pathname === "/to") {
      res.writeHead(302, { location: url.searchParams.get("url") ?? "/" });
      res.end();
    } else {
      res.writeHead(404);
      res.end("gone");
    }
  });
}
