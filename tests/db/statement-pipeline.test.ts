// lib/db/pipeline.ts: statements issued together share one connection and one socket
// write, yet each must succeed or fail on its own, and a connection the server kills
// must be replaced without losing later statements.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { StatementPipeline } from "@/lib/db/pipeline";

const embedded = process.env.LLAR_TEST_DATABASE_KIND === "embedded";
let pipeline: StatementPipeline;
let admin: pg.Client;

beforeAll(async () => {
  pipeline = new StatementPipeline({
    connectionString: process.env.DATABASE_URL!,
    options: "-c application_name=llar_pipeline_test",
  });
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL! });
  await admin.connect();
  await admin.query("CREATE TABLE IF NOT EXISTS pipeline_probe (k int PRIMARY KEY, n int NOT NULL)");
  await admin.query("TRUNCATE pipeline_probe");
});
afterAll(async () => {
  await admin.query("DROP TABLE IF EXISTS pipeline_probe");
  await admin.end();
  await pipeline.end();
});

const bump = (k: number) => Prisma.sql`INSERT INTO pipeline_probe VALUES (${k}::int, 1)
  ON CONFLICT (k) DO UPDATE SET n = pipeline_probe.n + 1 RETURNING n`;

describe("StatementPipeline", () => {
  it("runs many concurrent statements, each with its own result, in order", async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => pipeline.rows<{ n: number }>(bump(1))));
    expect(results.map((r) => r[0].n)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  // PGlite has one session and lists no backends: the connection count is PostgreSQL's.
  it.runIf(!embedded)("holds one server connection for many concurrent statements", async () => {
    await Promise.all(Array.from({ length: 20 }, () => pipeline.rows<{ n: number }>(bump(5))));
    const backends = await admin.query(
      "SELECT count(*)::int AS c FROM pg_stat_activity WHERE application_name = 'llar_pipeline_test'",
    );
    expect(backends.rows[0].c).toBe(1);
  });

  it("fails a bad statement alone: the others of its batch succeed", async () => {
    const [a, bad, b] = await Promise.allSettled([
      pipeline.rows(bump(2)),
      pipeline.rows(Prisma.sql`SELECT ${"not a number"}::int AS x`),
      pipeline.rows(bump(2)),
    ]);
    expect(a.status).toBe("fulfilled");
    expect(bad.status).toBe("rejected");
    expect(b).toEqual({ status: "fulfilled", value: [{ n: 2 }] });
  });

  it("runs a builder once, when the batch it was registered for is written, and answers its statements", async () => {
    let calls = 0;
    const built: Promise<{ n: number }[]>[] = [];
    const build = () => {
      calls++;
      built.push(pipeline.rows<{ n: number }>(bump(4)));
    };
    pipeline.atNextFlush(build);
    pipeline.atNextFlush(build);
    const direct = pipeline.rows<{ n: number }>(bump(4));
    expect(calls).toBe(0); // not before the turn ends
    expect(await direct).toEqual([{ n: 1 }]);
    expect(calls).toBe(1);
    expect(await Promise.all(built)).toEqual([[{ n: 2 }]]);
    // Registered alone (no statement queued), a builder still gets its flush.
    const alone = new Promise<{ n: number }[]>((resolve) =>
      pipeline.atNextFlush(() => resolve(pipeline.rows(bump(4)))),
    );
    expect(await alone).toEqual([{ n: 3 }]);
  });

  it("replaces a connection the server terminated", async () => {
    await pipeline.rows(bump(3));
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'llar_pipeline_test'",
    );
    await new Promise((r) => setTimeout(r, 100));
    // The first statement after the kill may still meet the dying connection; by the
    // second the pipeline has reconnected.
    await pipeline.rows(bump(3)).catch(() => undefined);
    const [row] = await pipeline.rows<{ n: number }>(Prisma.sql`SELECT n FROM pipeline_probe WHERE k = ${3}::int`);
    expect(row.n).toBeGreaterThanOrEqual(1);
  });
});
