// The test harness's own databases (tests/support/test-database.ts): a file that asks for
// a database of its own must get one apart from the run's shared database, on PostgreSQL
// and on the embedded PGlite alike (one PGlite serves one database, so CREATE DATABASE on
// the run's server hands back the shared one and its rows leak into every other file).
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createTestDatabase } from "../support/test-database";

afterAll(() => prisma.$disconnect());

it("gives a file a database apart from the run's shared one", async () => {
  const db = await createTestDatabase("llar_it_own");
  const table = `own_${process.pid}`;
  try {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query(`CREATE TABLE ${table} (x int)`);
    await client.end();
    const [shared] = await prisma.$queryRawUnsafe<{ found: string | null }[]>(
      `SELECT to_regclass('${table}')::text AS found`,
    );
    expect(shared.found).toBeNull();
  } finally {
    await db.drop();
  }
});
