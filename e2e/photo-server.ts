// A photo host for the photo tests: HTTPS on 127.0.0.1 with a throw-away self-signed
// certificate (the browser context ignores certificate errors), serving two real JPEGs, an
// HTML page named like a photo, and 404 for anything else. Every other photo in the demo is
// on a host that never answers, so this is the one place a photo can load.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

export type PhotoServer = { url: (name: string) => string; close: () => Promise<void> };

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "llar-photos-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
        ...["-addext", "subjectAltName=IP:127.0.0.1"],
        ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return { key: readFileSync(path.join(dir, "key.pem")), cert: readFileSync(path.join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();

export async function startPhotoServer(): Promise<PhotoServer> {
  const files: Record<string, { type: string; body: Buffer | string }> = {
    "/photo-1.jpg": { type: "image/jpeg", body: await photo("#b5523b") },
    "/photo-2.jpg": { type: "image/jpeg", body: await photo("#3b6fb5") },
    "/page.jpg": { type: "text/html", body: "<!doctype html><p>This photo was removed</p>" },
  };
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const file = files[new URL(req.url ?? "/", "https://x").pathname];
    if (!file) return res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    res.writeHead(200, { "Content-Type": file.type, "Cache-Control": "no-store" }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name) => `https://127.0.0.1:${port}/${name}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
