// Checks a run passes before it writes anything: every source is described well enough to
// be shown (attribution names each source and links its homepage), and no full snapshot
// would withdraw a source's every advert because its feed came out empty, or more than
// half of them because its exporter broke half-way.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { IngestReport } from "../report";
import { FeedError, SourceError, type NormalisedAdvert } from "../types";
import type { SnapshotInput, SourceInfo } from "./snapshot-input";

/** A homepage is shown as a link: only an absolute http(s) address will do. */
export function homepageProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not an absolute URL (https://…)`;
  }
  return parsed.protocol === "http:" || parsed.protocol === "https:" ? null : `"${url}" is not an http(s) URL`;
}

/**
 * The name and homepage each source is stored with: as given, or as already stored when
 * not given (a nightly run need not repeat them). A new source must give both.
 */
export async function resolveSources(
  prisma: PrismaClient,
  sources: SourceInfo[],
): Promise<Array<{ name: string; homepageUrl: string }>> {
  const stored = new Map(
    (
      await prisma.source.findMany({
        where: { id: { in: sources.map((s) => s.id) } },
        select: { id: true, name: true, homepageUrl: true },
      })
    ).map((s) => [s.id, s]),
  );
  return sources.map((s) => {
    const name = s.name?.trim() || stored.get(s.id)?.name;
    const homepageUrl = s.homepageUrl?.trim() || stored.get(s.id)?.homepageUrl;
    if (s.name !== undefined && !s.name.trim()) throw new SourceError(`source "${s.id}": the name must not be empty`);
    if (!name || !homepageUrl) {
      const what = stored.has(s.id) ? "has no homepage stored: give it" : "is new: give its name and homepage";
      throw new SourceError(`source "${s.id}" ${what} (--source-name, --homepage; "name", "homepage" in a manifest)`);
    }
    const problem = homepageProblem(homepageUrl);
    if (problem && s.homepageUrl !== undefined) throw new SourceError(`source "${s.id}": homepage ${problem}`);
    return { name, homepageUrl };
  });
}

/**
 * A full snapshot in which no advert could be used, for a source that has active adverts,
 * is far likelier a broken export (an error page, a renamed element) than a source that
 * sold everything overnight: applying it would withdraw them all. Refused unless the
 * caller says the empty snapshot is meant (`allowEmpty`).
 */
export async function refuseEmptySnapshots(
  prisma: PrismaClient,
  inputs: SnapshotInput[],
  adverts: NormalisedAdvert[][],
  reports: IngestReport[],
): Promise<void> {
  for (const [i, input] of inputs.entries()) {
    if (adverts[i].length || input.full === false || input.allowEmpty) continue;
    const active = await prisma.listing.count({ where: { sourceId: input.source.id, status: "active" } });
    if (!active) continue;
    const r = reports[i];
    const rejected = Object.entries(r.rejected)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ");
    throw new FeedError(
      `${input.source.id}: the feed has no usable advert (read ${r.read}${rejected ? `, rejected ${rejected}` : ""}) and would withdraw all ${active} active adverts of the source; nothing changed (--allow-empty applies it anyway)`,
    );
  }
}

/** A source needs this many active adverts before a shrinking snapshot is suspect: below it, half is ordinary churn. */
const SHRINK_MIN_ACTIVE = 10;

/**
 * A full snapshot that would withdraw more than half of a source's active adverts (with at
 * least SHRINK_MIN_ACTIVE of them) is far likelier an exporter that stopped half-way than
 * half a market sold overnight: refused, saying how many it would withdraw, unless the
 * caller says it is meant (`allowShrink`; `allowEmpty` for the empty case).
 */
export async function refuseShrinkingSnapshots(
  prisma: PrismaClient,
  inputs: SnapshotInput[],
  adverts: NormalisedAdvert[][],
): Promise<void> {
  for (const [i, input] of inputs.entries()) {
    if (input.full === false || input.allowShrink || (input.allowEmpty && !adverts[i].length)) continue;
    const ids = adverts[i].map((a) => a.externalId);
    const [row] = await prisma.$queryRaw<{ active: bigint; withdrawn: bigint }[]>`
      SELECT count(*) AS active, count(*) FILTER (WHERE NOT (external_id = ANY(${ids}::text[]))) AS withdrawn
      FROM listing WHERE source_id = ${input.source.id} AND status = 'active'`;
    const active = Number(row?.active ?? 0);
    const withdrawn = Number(row?.withdrawn ?? 0);
    if (active < SHRINK_MIN_ACTIVE || withdrawn * 2 <= active) continue;
    throw new FeedError(
      `${input.source.id}: the feed would withdraw ${withdrawn} of the source's ${active} active adverts (more than half); nothing changed (--allow-shrink applies it anyway)`,
    );
  }
}
