// Several connections to the embedded database at once, as under `npm start` (the site, the
// worker and a CLI): each connection's extended-protocol batches must run whole, never
// interleaved with another's (lib/db/pglite-batch-queue.ts), and one failing message must
// not stop the others.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedDatabase } from "@/lib/db/embedded";
import { serialiseBatches } from "@/lib/db/pglite-batch-queue";

/**
 * Client `who` runs `rounds` parameterised queries with who % 3 + 1 parameters each; an odd
 * client runs them in transactions of three (another connection's transaction starting
 * between a batch's Parse and its Bind is what replaced the unnamed statement).
 */
async function busyClient(url: string, who: number, rounds: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const n = (who % 3) + 1;
    const params = Array.from({ length: n }, (_, k) => who * 100 + k);
    const sql = `SELECT ${params.map((_, k) => `$${k + 1}::int`).join(" + ")} AS total, ${who} AS who`;
    const inTransactions = who % 2 === 1;
    for (let r = 0; r < rounds; r++) {
      if (inTransactions && r % 3 === 0) await client.query("BEGIN");
      const { rows } = await client.query(sql, params);
      expect(rows).toEqual([{ total: params.reduce((a, b) => a + b, 0), who }]);
      if (inTransactions && (r % 3 === 2 || r === rounds - 1)) await client.query("COMMIT");
    }
  } finally {
    await client.end();
  }
}

describe("embedded database, many connections", () => {
  it("runs each connection's parameterised queries whole, whatever the interleaving", async () => {
    const db = await startEmbeddedDatabase({ dataDir: "memory://" });
    try {
      await Promise.all(Array.from({ length: 6 }, (_, who) => busyClient(db.url, who, 30)));
    } finally {
      await db.stop();
    }
  }, 120_000);

  it("keeps serving the other connections after a message fails inside PGlite", async () => {
    const pglite = await PGlite.create();
    const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port: 0, maxConnections: 8 });
    serialiseBatches(server);
    await server.start();
    const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
    try {
      await busyClient(url, 1, 2);
      const original = pglite.execProtocolRawStream.bind(pglite);
      let fail = true;
      pglite.execProtocolRawStream = async (message, opts) => {
        if (fail && message[0] === "P".charCodeAt(0)) {
          fail = false;
          throw new Error("PGlite failed");
        }
        return original(message, opts);
      };
      const victim = new pg.Client({ connectionString: url });
      victim.on("error", () => {}); // its connection is closed under it
      await victim.connect();
      await expect(victim.query("SELECT $1::int AS x", [1])).rejects.toThrow();
      await Promise.all([2, 3, 4].map((who) => busyClient(url, who, 10)));
    } finally {
      await server.stop();
      await pglite.close();
    }
  }, 60_000);
});
