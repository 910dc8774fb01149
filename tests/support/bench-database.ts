// A fresh database holding the API benchmark's synthetic properties (lib/db/synthetic-properties.ts)
// on top of the reference geography: what the search and count-index tests compare the
// in-memory snapshot against PostgreSQL on.
import pg from "pg";
import { createPrismaClient } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrations";
import { seedReferenceData } from "@/lib/geo";
import { seedBenchData } from "@/lib/db/synthetic-properties";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** `properties` synthetic properties; `adjust` then runs SQL of the test's own on them. */
export async function createBenchDatabase(prefix: string, properties: number, adjust?: string): Promise<TestDatabase> {
  const db = await createTestDatabase(prefix);
  await applyMigrations(db.url);
  const ref = createPrismaClient(db.url, 1);
  await seedReferenceData(ref);
  await ref.$disconnect();
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await seedBenchData(client, properties);
    if (adjust) await client.query(adjust);
  } finally {
    await client.end();
  }
  return db;
}
