// lib/db/sql.ts runs the API's hot statements as named prepared statements; when the
// server disagrees with node-postgres's per-connection record of them, the statement runs
// unnamed and the connection is retired. Each case below makes the two disagree for real
// on a one-connection pool, then runs the statement again: it must succeed and return the
// right rows.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { createPool } from "@/lib/db/pool";
import { namedStatementsEnabled, queryRows, statementName } from "@/lib/db/sql";

const embedded = process.env.LLAR_TEST_DATABASE_KIND === "embedded";
let pool: pg.Pool;

beforeAll(async () => {
  pool = createPool(process.env.DATABASE_URL!, { max: 1 });
  await pool.query("CREATE TABLE IF NOT EXISTS named_stmt_probe (n int)");
  await pool.query("TRUNCATE named_stmt_probe");
  await pool.query("INSERT INTO named_stmt_probe VALUES (1), (2), (3)");
});
afterAll(async () => {
  await pool.query("DROP TABLE IF EXISTS named_stmt_probe");
  await pool.end();
});

describe("named statements (lib/db/sql.ts)", () => {
  const sql = (min: number) => Prisma.sql`SELECT n FROM named_stmt_probe WHERE n >= ${min}::int ORDER BY n`;
  const name = statementName(sql(0).text);

  // Every connection to the embedded database shares one session, so a name prepared on
  // one would clash on the next: named statements are off there (lib/db/sql.ts).
  it("are on by default on PostgreSQL and off on the embedded database", () => {
    expect(namedStatementsEnabled()).toBe(!embedded);
  });

  it("prepare the statement once per connection (once in the embedded database's session)", async () => {
    expect(await queryRows(sql(2), pool)).toEqual([{ n: 2 }, { n: 3 }]);
    const server = await pool.query("SELECT count(*)::int AS c FROM pg_prepared_statements WHERE name = $1", [name]);
    expect(server.rows[0].c).toBe(embedded ? 0 : 1);
  });

  it("run when the server has the statement but the driver's record lacks it (42P05)", async () => {
    // A fresh connection (an empty record) on which the server already has the statement.
    const fresh = createPool(process.env.DATABASE_URL!, { max: 1 });
    try {
      await fresh.query(`PREPARE ${name} AS ${sql(0).text}`);
      expect(await queryRows(sql(3), fresh)).toEqual([{ n: 3 }]);
      expect(await queryRows(sql(2), fresh)).toEqual([{ n: 2 }, { n: 3 }]);
    } finally {
      await fresh.end();
    }
  });

  it("run when the driver thinks the statement exists but the server dropped it (26000)", async () => {
    expect(await queryRows(sql(2), pool)).toEqual([{ n: 2 }, { n: 3 }]); // prepared on the connection
    await pool.query(`DEALLOCATE ${name}`);
    expect(await queryRows(sql(1), pool)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it("run after the table's columns changed under a prepared plan (0A000)", async () => {
    const star = Prisma.sql`SELECT * FROM named_stmt_probe WHERE n >= ${1}::int ORDER BY n`;
    expect(await queryRows(star, pool)).toHaveLength(3);
    await pool.query("ALTER TABLE named_stmt_probe ADD COLUMN label text DEFAULT 'x'");
    expect(await queryRows(star, pool)).toEqual([
      { n: 1, label: "x" },
      { n: 2, label: "x" },
      { n: 3, label: "x" },
    ]);
  });

  it("still report real errors", async () => {
    await expect(queryRows(Prisma.sql`SELECT n FROM no_such_table WHERE n = ${1}::int`, pool)).rejects.toThrow(
      /no_such_table/,
    );
    expect(await queryRows(sql(3), pool)).toEqual([{ n: 3 }]); // and the connection stays usable
  });
});
