// The advert a correction names, by the id integrators see for it (`listings[].id` of
// /v1/properties/{id}), locked for the rest of the correction's transaction.
import type { Tx } from "../apply/sql";

/** A correction the database cannot apply as asked (unknown advert, nothing to do): exit 2. */
export class CorrectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CorrectionError";
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Advert = { id: string; propertyId: string; createdAt: string };

export function checkListingId(id: string): string {
  if (!UUID.test(id))
    throw new CorrectionError(
      `"${id}" is not a listing id (the uuid of an advert in /v1/properties/{id} listings[].id)`,
    );
  return id.toLowerCase();
}

export async function findAdvert(tx: Tx, id: string): Promise<Advert> {
  const [row] = await tx.$queryRawUnsafe<Array<{ id: string; property_id: string; created_at: string }>>(
    `SELECT l.id::text, l.property_id::text, p.created_at::text FROM listing l JOIN property p ON p.id = l.property_id
     WHERE l.id = $1::uuid FOR UPDATE OF l, p`,
    checkListingId(id),
  );
  if (!row) throw new CorrectionError(`no advert has listing id ${id}`);
  return { id: row.id, propertyId: row.property_id, createdAt: row.created_at };
}

/** Adds the operator's correction to an advert's match evidence (kept beside the matcher's). */
export async function noteOnEvidence(tx: Tx, ids: string[], note: Record<string, unknown>): Promise<void> {
  await tx.$executeRawUnsafe(
    `UPDATE listing SET match_evidence = COALESCE(match_evidence, '{}'::jsonb) || jsonb_build_object('operator', $2::jsonb)
     WHERE id = ANY($1::uuid[])`,
    ids,
    JSON.stringify(note),
  );
}
