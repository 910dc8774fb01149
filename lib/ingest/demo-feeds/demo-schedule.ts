// The demo's portals as scheduled sources (lib/sources): their last snapshot written as
// Kyero files that the worker `npm start` runs pulls every few minutes, so a newcomer sees
// the scheduler at work in `npm run sources -- list` and /admin. pisos.ad stays a source
// fed by `npm run ingest` only, with no feed, as sources made that way appear.
import { mkdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { RawAdvert } from "../types";
import { fileValidators } from "../sources/feed-location";
import { writeKyeroFeed } from "./kyero-writer";
import type { Portal } from "./portals";
import { config } from "@/lib/config";

const EVERY_SECONDS = 5 * 60;

/** Next to the embedded database's folder (each e2e slot has its own). */
function feedsDir(): string {
  const dataDir = config.LLAR_DATA_DIR;
  return path.join(path.dirname(path.resolve(dataDir)), "demo-feeds");
}

/** Writes each portal's feed and schedules it; the first pulls come one to four minutes after start. */
export async function scheduleDemoFeeds(
  prisma: PrismaClient,
  feeds: Array<{ portal: Portal; adverts: RawAdvert[] }>,
): Promise<void> {
  const dir = feedsDir();
  await mkdir(dir, { recursive: true });
  const now = Date.now();
  for (const [i, { portal, adverts }] of feeds.entries()) {
    const file = path.join(dir, `${portal.id}.xml`);
    // Written aside and renamed: a pull never reads half a file.
    await writeKyeroFeed(`${file}.${process.pid}.tmp`, adverts, portal.lang);
    await rename(`${file}.${process.pid}.tmp`, file);
    // The demo was loaded from these very adverts: that load is the file's last good pull, so
    // the first scheduled pull finds it unchanged instead of applying it again (on the
    // embedded database a full apply holds the one connection the site also needs).
    const { etag, lastModified } = fileValidators(await stat(file));
    await prisma.source.update({
      where: { id: portal.id },
      data: {
        feed: file,
        etag,
        lastModified,
        everySeconds: EVERY_SECONDS,
        nextRunAt: new Date(now + (i + 1) * 60_000),
      },
    });
  }
}
