// bench:ingest --photo-replay: the photo server draws each photo when it is asked (about 28
// a second on a 2-core machine), so the end-to-end rate it allows says how fast it draws, not
// how fast the photo stage runs. With --photo-replay the pool's photos are fetched from it
// once, kept by URL in a folder (later runs fetch nothing), and served during the timed run
// by a plain file server in a child process of its own, so that neither its CPU nor its event
// loop is the stage's: what is left to measure is the stage (fetch, decode, hash, resize, store).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";

const keyOf = (url: string) => createHash("sha1").update(url).digest("hex");

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Fetches every pool URL not kept in `dir` yet (a few at a time); returns how many it fetched. */
export async function keepPool(pool: string[], dir: string, concurrency = 6): Promise<number> {
  await mkdir(dir, { recursive: true });
  let next = 0;
  let fetched = 0;
  const worker = async () => {
    while (next < pool.length) {
      const url = pool[next++];
      const file = path.join(dir, keyOf(url));
      if ((await exists(`${file}.type`)) || (await exists(`${file}.missing`))) continue;
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (res.ok) {
        await writeFile(file, Buffer.from(await res.arrayBuffer()));
        // Written last: a kept photo is one whose type is known.
        await writeFile(`${file}.type`, res.headers.get("content-type") ?? "application/octet-stream");
      } else await writeFile(`${file}.missing`, String(res.status));
      fetched++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return fetched;
}

/** The pool's URLs as the replay server on `server` (host:port) serves them. */
export const replayUrls = (pool: string[], server: string): string[] =>
  pool.map((url) => `http://${server}/${keyOf(url)}${path.extname(new URL(url).pathname)}`);

/** Serves the photos kept in `dir` on 127.0.0.1:`port` (404 for a dead one); resolves once listening. */
export function servePool(dir: string, port: number): Promise<void> {
  const server = createServer((req, res) => {
    const key = path.basename(req.url ?? "", path.extname(req.url ?? ""));
    if (!/^[0-9a-f]{40}$/.test(key)) return res.writeHead(404).end();
    const file = path.join(dir, key);
    readFile(`${file}.type`, "utf8").then(
      (type) => {
        res.writeHead(200, { "content-type": type });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
}

/**
 * Starts the replay server as a child process (`args`: this script's own arguments that make
 * it serve; it prints "listening" when ready) and resolves with it once it listens.
 */
export function startReplayChild(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the photo replay server stopped (exit ${code})`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve(child);
    });
  });
}
