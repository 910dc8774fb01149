// The zero-setup database: PGlite (PostgreSQL compiled to WebAssembly) persisted in a
// folder and served on a free loopback port by pglite-socket, so the app reaches it
// through the same @prisma/adapter-pg path as a real PostgreSQL.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { config } from "@/lib/config";
import { serialiseBatches } from "./pglite-batch-queue";

// LLAR_DATA_DIR lets tests and a second instance keep their own embedded database.
function defaultDataDir(): string {
  const dir = config.LLAR_DATA_DIR;
  return path.isAbsolute(dir) || dir.startsWith("memory://") ? dir : path.join(process.cwd(), dir);
}

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

type LockInfo = { pid: number; port: number };

function lockPath(dataDir: string) {
  return `${dataDir}.lock.json`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The embedded server another process of this checkout is already serving, if any. */
export function runningEmbeddedUrl(dataDir = defaultDataDir()): string | null {
  const file = lockPath(dataDir);
  if (!existsSync(file)) return null;
  try {
    const lock = JSON.parse(readFileSync(file, "utf8")) as LockInfo;
    if (lock.pid !== process.pid && isAlive(lock.pid)) return urlFor(lock.port);
  } catch {
    /* unreadable lock: treat as stale */
  }
  return null;
}

function urlFor(port: number) {
  // sslmode=disable: PGlite speaks no TLS; connection_limit is ignored by pg.
  return `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

/**
 * Open the PGlite folder (or "memory://" for a throwaway database) and serve it on 127.0.0.1 (port 0 = a free port chosen by the OS,
 * never assuming 5432). Refuses to open a folder another live process is serving: PGlite
 * allows one process per folder.
 */
export async function startEmbeddedDatabase(
  opts: { dataDir?: string; port?: number; maxConnections?: number } = {},
): Promise<EmbeddedDatabase> {
  const dataDir = opts.dataDir ?? defaultDataDir();
  const inMemory = dataDir.startsWith("memory://");
  const other = inMemory ? null : runningEmbeddedUrl(dataDir);
  if (other) throw new Error(`The embedded database in ${dataDir} is already served by another process at ${other}`);
  if (!inMemory) mkdirSync(path.dirname(dataDir), { recursive: true });
  const db = await PGlite.create({ dataDir });
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port: opts.port ?? 0,
    maxConnections: opts.maxConnections ?? 32,
  });
  serialiseBatches(server);
  await server.start();
  const conn = server.getServerConn(); // "127.0.0.1:PORT"
  const port = Number(conn.split(":").pop());
  if (!inMemory) writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.pid, port } satisfies LockInfo));
  let stopped = false;
  return {
    url: urlFor(port),
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      if (!inMemory) rmSync(lockPath(dataDir), { force: true });
    },
  };
}
