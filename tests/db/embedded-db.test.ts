// The zero-setup database: PGlite in a folder, served over the PostgreSQL protocol.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import { runningEmbeddedUrl, startEmbeddedDatabase } from "@/lib/db/embedded";
import { applyMigrations, loadMigrationList } from "@/lib/db/migrations";

const dir = mkdtempSync(path.join(tmpdir(), "llar-pglite-"));
const dataDir = path.join(dir, "pglite");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("embedded database", () => {
  it("migrates, serves Prisma through adapter-pg, and keeps data across restarts", async () => {
    const first = await startEmbeddedDatabase({ dataDir });
    expect(first.port).not.toBe(5432);
    const all = (await loadMigrationList()).migrationDirectories.map((m) => m.path);
    expect(await applyMigrations(first.url)).toEqual(all);
    const prisma = createPrismaClient(first.url, 4);
    await prisma.source.create({
      data: { id: "kept", name: "Kept", homepageUrl: "https://kept.example", format: "kyero" },
    });
    await prisma.$disconnect();
    await first.stop();

    const second = await startEmbeddedDatabase({ dataDir });
    expect(await applyMigrations(second.url)).toEqual([]);
    const again = createPrismaClient(second.url, 4);
    expect((await again.source.findUnique({ where: { id: "kept" } }))?.name).toBe("Kept");
    // Transactions on several pooled connections stay isolated through the multiplexer.
    await Promise.all(
      [1, 2, 3].map((i) =>
        again.$transaction(async (tx) => {
          await tx.source.create({
            data: { id: `s${i}`, name: `S${i}`, homepageUrl: "https://s.example", format: "kyero" },
          });
          expect(await tx.source.count({ where: { id: `s${i}` } })).toBe(1);
        }),
      ),
    );
    expect(await again.source.count()).toBe(4);
    await again.$disconnect();
    await second.stop();
  }, 120_000);

  it("tells other processes where it is served, and no one else while stopped", async () => {
    const db = await startEmbeddedDatabase({ dataDir });
    // The lock names this process, so this process sees no *other* server.
    expect(runningEmbeddedUrl(dataDir)).toBeNull();
    await db.stop();
    expect(runningEmbeddedUrl(dataDir)).toBeNull();
  }, 60_000);
});
