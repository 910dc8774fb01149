// Ingestion tests need a database of their own: matching looks at every advert in the
// database, so other suites' rows in the shared test database would change the results.
import { afterAll, beforeAll } from "vitest";
import { createPrismaClient } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/db/scratch-database";
import { databaseServerUrl } from "@/tests/support/test-database";

export async function openScratch(
  prefix: string,
): Promise<{ db: ScratchDatabase; prisma: PrismaClient; close: () => Promise<void> }> {
  // An embedded run gets a separate in-memory PGlite instead (test-database.ts).
  const db = await createScratchDatabase(prefix, databaseServerUrl() ?? null);
  const prisma = createPrismaClient(db.url, 4);
  return {
    db,
    prisma,
    close: async () => {
      await prisma.$disconnect();
      await db.drop();
    },
  };
}

/**
 * A scratch database for the whole test file: opened before its tests, dropped after.
 * The returned client forwards to the one opened in `beforeAll`, so tests use it directly.
 */
export function scratchPrisma(prefix: string): PrismaClient {
  let scratch: Awaited<ReturnType<typeof openScratch>> | undefined;
  beforeAll(async () => {
    scratch = await openScratch(prefix);
  }, 60_000);
  afterAll(async () => scratch?.close());
  return new Proxy({} as PrismaClient, {
    get(_t, prop) {
      if (!scratch) throw new Error(`the scratch database ${prefix} is not open (use it inside tests)`);
      const value = (scratch.prisma as unknown as Record<PropertyKey, unknown>)[prop];
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(scratch.prisma) : value;
    },
  });
}
