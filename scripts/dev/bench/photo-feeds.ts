// bench:ingest --photos: the generated feeds' photo links (on hosts that never answer) are
// pointed at the local photo server (../shared/tools/photo-server.mjs), which draws the
// photos of a labelled set's photos.json. The pool is a sample of that file's URLs (the
// first `sample`), so a run stays within minutes; adverts share pool photos the way
// portals republish one picture. Then the photo stage's figures are summed over sources.
import { readFile, writeFile } from "node:fs/promises";
import type { IngestReport } from "@/lib/ingest/report";
import { emptyPhotoReport, type PhotoStageReport } from "@/lib/photos/stage-report";

/** The first `sample` URLs of a photos.json, on `server` (host:port) instead of the file's own. */
export async function photoPool(photosJson: string, server: string, sample: number): Promise<string[]> {
  const urls = Object.keys(JSON.parse(await readFile(photosJson, "utf8")) as Record<string, unknown>);
  return urls.slice(0, sample).map((u) => {
    const url = new URL(u);
    return `http://${server}${url.pathname}`;
  });
}

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Rewrites one feed file's image URLs to pool URLs (the same source URL always maps to the same one). */
export async function pointFeedAtPool(file: string, pool: string[]): Promise<void> {
  const xml = await readFile(file, "utf8");
  await writeFile(
    file,
    xml.replace(/<image id="(\d+)"><url>([^<]+)<\/url>/g, (_m, id: string, url: string) => {
      return `<image id="${id}"><url>${pool[fnv(url) % pool.length]}</url>`;
    }),
  );
}

export type PhotoBench = {
  urls: number;
  fetched: number;
  ok: number;
  seconds: number;
  perSecond: number;
  cpuMsPerPhoto: number;
};

/** The photo stage's figures of a run, over all its sources. */
export function photoBench(reports: IngestReport[]): PhotoBench | undefined {
  const parts = reports.map((r) => r.photos).filter((p): p is PhotoStageReport => !!p);
  if (!parts.length) return undefined;
  const sum = emptyPhotoReport();
  for (const p of parts) for (const k of Object.keys(sum) as (keyof PhotoStageReport)[]) sum[k] += p[k];
  const fetched = sum.ok + sum.dead + sum.notImage + sum.tooLarge + sum.blocked - sum.cached;
  const seconds = sum.elapsedMs / 1000;
  return {
    urls: sum.urls,
    fetched,
    ok: sum.ok,
    seconds,
    perSecond: seconds > 0 ? fetched / seconds : 0,
    cpuMsPerPhoto: sum.ok ? sum.cpuMs / sum.ok : 0,
  };
}
