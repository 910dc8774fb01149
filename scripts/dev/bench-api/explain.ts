// EXPLAIN ANALYZE of the SQL the API really runs (built by lib/search and lib/stats),
// printed by `npm run bench:api` on its database of 100,000 properties: one plan per search sort (page + exact count), the deep cursor
// page, /changes and /stats.
import { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { changesSql } from "@/lib/search/list-changes";
import { decodeCursor } from "@/lib/search/cursor";
import { PROPERTY_COLUMNS } from "@/lib/search/property-row";
import { parseSearchParams, type SearchQuery } from "@/lib/search/search-query";
import { countSql, keyedPageSql, newestPageSql, searchWhere } from "@/lib/search/search-sql";

async function explain(sql: Prisma.Sql): Promise<string> {
  const rows = await prisma.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

function query(qs: string): SearchQuery {
  const parsed = parseSearchParams(new URLSearchParams(qs));
  if (!parsed.ok) throw new Error(`bad bench query ${qs}: ${JSON.stringify(parsed.errors)}`);
  return parsed.query;
}

export async function explainAll(
  filter: string,
  deepCursorQs: string,
  since: string,
): Promise<{ title: string; plan: string }[]> {
  const out: { title: string; plan: string }[] = [];
  for (const sort of ["newest", "price_asc", "price_desc", "surface_desc"] as const) {
    const q = query(`${filter}&sort=${sort}`);
    const where = searchWhere(q);
    const page =
      sort === "newest"
        ? newestPageSql(where, PROPERTY_COLUMNS, null, 26)
        : keyedPageSql(sort, where, PROPERTY_COLUMNS, 0, 25);
    out.push({ title: `/v1/properties?${filter}&sort=${sort} — page`, plan: await explain(page) });
    out.push({
      title: `/v1/properties?${filter}&sort=${sort} — exact total`,
      plan: await explain(countSql(where, sort)),
    });
  }
  const deep = query(deepCursorQs);
  const key = decodeCursor(deep.cursor!, deep);
  if (!key.ok) throw new Error(key.message);
  out.push({
    title: "/v1/properties deep cursor page (newest, ~20,000 rows in)",
    plan: await explain(newestPageSql(searchWhere(deep), PROPERTY_COLUMNS, key.key, 26)),
  });
  out.push({
    title: `/v1/changes?since=${since}&limit=100`,
    plan: await explain(changesSql(since, 101)),
  });
  return out;
}
