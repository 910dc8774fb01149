// Ingestion tests need a database of their own: matching looks at every advert in the
// database, so other suites' rows in the shared test database would change the results.
import { createPrismaClient } from "@/lib/db/client";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createScratchDatabase, type ScratchDatabase } from "@/lib/ingest/eval/scratch-database";

export async function openScratch(prefix: string): Promise<{ db: ScratchDatabase; prisma: PrismaClient; close: () => Promise<void> }> {
  // PGlite serves one database: an embedded run gets a separate in-memory PGlite instead.
  const base = process.env.LLAR_TEST_DATABASE_KIND === "embedded" ? null : (process.env.DATABASE_URL ?? null);
  const db = await createScratchDatabase(prefix, base);
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
