// Bulk writes in one statement per batch: rows travel as a single JSON parameter and
// PostgreSQL's jsonb_populate_recordset turns them into typed rows of the target table
// (enums, arrays, jsonb and microsecond timestamps included).
import type { Prisma } from "@/lib/generated/prisma/client";

export type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown>;

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe SQL identifier: ${name}`);
  return `"${name}"`;
};

export async function insertRows(tx: Tx, table: string, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]).map(ident).join(", ");
  await tx.$executeRawUnsafe(
    `INSERT INTO ${ident(table)} (${cols}) SELECT ${cols} FROM jsonb_populate_recordset(null::${ident(table)}, $1::jsonb)`,
    JSON.stringify(rows),
  );
}

/** UPDATE table SET <every column of the rows but the key> FROM the rows WHERE key matches. */
export async function updateRows(tx: Tx, table: string, rows: Row[], key = "id"): Promise<void> {
  if (!rows.length) return;
  const sets = Object.keys(rows[0])
    .filter((c) => c !== key)
    .map((c) => `${ident(c)} = x.${ident(c)}`)
    .join(", ");
  await tx.$executeRawUnsafe(
    `UPDATE ${ident(table)} AS t SET ${sets} FROM jsonb_populate_recordset(null::${ident(table)}, $1::jsonb) AS x WHERE t.${ident(key)} = x.${ident(key)}`,
    JSON.stringify(rows),
  );
}
