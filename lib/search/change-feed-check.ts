// Checks the issue's target "after applying snapshot2, /v1/changes reports exactly the
// properties that changed", end to end: the public record of every property (the summary
// the feed and search return, plus the detail's description, photos and adverts) is
// fingerprinted before the second snapshot; afterwards the change feed is followed the
// way docs/api.md#sync-rule tells a client to (since = meta.next_since), through the listChanges that
// /v1/changes answers with, and compared with the properties whose record differs.
// Independent of the ingestion's own bookkeeping: a property whose record changed without
// its updated_at moving shows up as missed, a bump without a change as unexplained.
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { listChanges, type ChangeRow } from "@/lib/search/list-changes";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";

/** The public records before a snapshot, and the feed position a client would hold then. */
export type RecordSnapshot = { since: string; records: Map<string, string> };

export type ChangeFeedCheck = {
  /** Rows the feed returned, by `change`. */
  feed: { created: number; updated: number; delisted: number };
  /** Properties whose public record differs, or that did not exist before. */
  changed: number;
  /** Changed properties the feed did not list. */
  missed: string[];
  /** Properties the feed listed whose record did not change. */
  unexplained: string[];
  /** Rows whose `change` contradicts the records: `created` for a property that existed
   *  before, or that appeared before the page's `since`; `delisted` vs the status. */
  wrongKind: string[];
  /** Rows listed twice while following the feed (the sync guarantee forbids it). */
  repeated: number;
};

type RecordRow = PropertyRow & { description: string | null; image_urls: string[]; adverts: string | null };

const RECORD_SQL = Prisma.sql`
  SELECT ${PROPERTY_COLUMNS}, p.description, p.image_urls,
    (SELECT string_agg(md5(concat_ws('|', l.url, l.status, l.price, l.agency, l.reference, l.title, l.description,
        array_to_string(l.image_urls, ' '))), ' ' ORDER BY l.url)
       FROM listing l WHERE l.property_id = p.id) AS adverts
  FROM property p`;

function fingerprint(r: RecordRow): string {
  // updated_at is what is being checked, not part of the record; last_seen_at advances
  // with every sighting and is not a change (docs/api.md#last-seen).
  const summary = { ...toSummary(r, ""), updated_at: null, last_seen_at: null };
  return JSON.stringify([summary, r.description, r.image_urls, r.adverts]);
}

export async function snapshotRecords(prisma: PrismaClient): Promise<RecordSnapshot> {
  const rows = await prisma.$queryRaw<RecordRow[]>(RECORD_SQL);
  // The feed position a client holds after reading everything: the latest updated_at.
  const since = rows.reduce((max, r) => (r.updated_at > max ? r.updated_at : max), "1970-01-01T00:00:00.000000Z");
  return { since, records: new Map(rows.map((r) => [r.id, fingerprint(r)])) };
}

export async function checkChangeFeed(
  prisma: PrismaClient,
  before: RecordSnapshot,
  pageSize = 100,
): Promise<ChangeFeedCheck> {
  // Followed as a client does (docs/api.md#sync-rule): next since = meta.next_since, through listChanges.
  // Each row keeps the `since` of the page that listed it: `change` is relative to it.
  const listed = new Map<string, { change: string; status: string; pageSince: string }>();
  let repeated = 0;
  const run = (sql: Prisma.Sql) => prisma.$queryRaw<ChangeRow[]>(sql);
  for (let since: string | null = before.since; since !== null;) {
    const page = await listChanges({ since, limit: pageSize }, { run });
    for (const r of page.data) {
      if (listed.has(r.id)) repeated++;
      else listed.set(r.id, { change: r.change, status: r.status, pageSince: since });
    }
    since = page.meta.next_since;
  }

  const after = await prisma.$queryRaw<RecordRow[]>(RECORD_SQL);
  const changed = new Set(after.filter((r) => before.records.get(r.id) !== fingerprint(r)).map((r) => r.id));
  const createdAt = new Map(after.map((r) => [r.id, r.created_at]));
  const feed = { created: 0, updated: 0, delisted: 0 };
  const wrongKind: string[] = [];
  for (const [id, r] of listed) {
    feed[r.change as keyof typeof feed]++;
    // docs/api.md#changes: `created` when the property appeared after the page's `since`. A property
    // created and changed again within the run can be `updated` on a later page; one that
    // is new to the client must at least have appeared after the client's first `since`.
    const existed = before.records.has(id);
    const created = createdAt.get(id)!;
    const expected = !existed && created > r.pageSince ? "created" : r.status === "delisted" ? "delisted" : "updated";
    if (r.change !== expected || (!existed && !(created > before.since))) wrongKind.push(id);
  }
  return {
    feed,
    changed: changed.size,
    missed: [...changed].filter((id) => !listed.has(id)),
    unexplained: [...listed.keys()].filter((id) => !changed.has(id)),
    wrongKind,
    repeated,
  };
}
