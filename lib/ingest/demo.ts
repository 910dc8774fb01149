// Demo listings for a fresh install (called by the start script after the reference
// data): a deterministic third of the real pisos.ad adverts, published by pisos.ad itself
// and republished by simulated portals, applied as two snapshots three weeks apart so
// that properties have 1–4 sources, price histories, withdrawn adverts and delistings.
// Each snapshot is one run of every source, as a nightly run of the connectors would be.
// The portals then stay scheduled on feed files of their last snapshot (demo-schedule.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { photoStoreFromEnv } from "@/lib/photos/photo-store";
import type { PhotoStore } from "@/lib/photos/store-contract";
import { applySnapshots } from "./apply/apply-snapshot";
import type { SnapshotInput, SourceInfo } from "./apply/snapshot-input";
import { storeDemoPhotos } from "./demo-feeds/demo-photos";
import { scheduleDemoFeeds } from "./demo-feeds/demo-schedule";
import { loadBaseHomes, type Home } from "./demo-feeds/homes";
import { DEMO_PORTALS, type Portal } from "./demo-feeds/portals";
import { publishOnPortal, publishOriginal } from "./demo-feeds/publish";
import { rand } from "./demo-feeds/random";
import type { RawAdvert } from "./types";

const DEMO_SHARE = 0.33;
const DAY = 86_400_000;

const PISOS_AD: SourceInfo = {
  id: "pisos-ad",
  name: "pisos.ad",
  homepageUrl: "https://www.pisos.ad",
  format: "pisosad-csv",
};

async function* each(adverts: RawAdvert[]): AsyncIterable<RawAdvert> {
  yield* adverts;
}

export type DemoSummary = { seeded: boolean; homes: number; properties: number; listings: number; delisted: number };

export async function seedDemoData(
  prisma: PrismaClient,
  opts: { log?: (message: string) => void; store?: PhotoStore } = {},
): Promise<DemoSummary> {
  const log = opts.log ?? (() => {});
  if ((await prisma.listing.count()) > 0 || (await prisma.property.count()) > 0) {
    log("Demo data skipped: the database already holds listings");
    return { seeded: false, homes: 0, properties: 0, listings: 0, delisted: 0 };
  }
  const started = Date.now();
  const homes: Home[] = (await loadBaseHomes()).filter((h) => rand(h.id, "demo") < DEMO_SHARE);
  // The pictures first, so the snapshots' adverts find them stored. The photo stage is off
  // for the demo: its photo hosts never answer, and a real source's host must not be
  // fetched thousands of times by every laptop that runs `npm start`.
  const pictures = await storeDemoPhotos(prisma, homes, opts.store ?? photoStoreFromEnv());
  log(
    `Demo photos: ${pictures} pictures stored (drawn, or kept from an earlier seed) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  const now = Date.now();
  const snapshots: Array<{ n: 1 | 2; at: Date }> = [
    { n: 1, at: new Date(now - 21 * DAY) },
    { n: 2, at: new Date(now) },
  ];
  let latest: Array<{ portal: Portal; adverts: RawAdvert[] }> = [];
  for (const { n, at } of snapshots) {
    const original = homes.map((h) => publishOriginal(h, n)).filter((a): a is RawAdvert => a !== null);
    const inputs: SnapshotInput[] = [{ source: PISOS_AD, raw: each(original) }];
    latest = [];
    for (const portal of DEMO_PORTALS) {
      const adverts = homes.map((h) => publishOnPortal(h, portal, n, true)).filter((a): a is RawAdvert => a !== null);
      latest.push({ portal, adverts });
      inputs.push({
        source: { id: portal.id, name: portal.name, homepageUrl: `https://${portal.host}`, format: "kyero" },
        raw: each(adverts),
      });
    }
    for (const r of await applySnapshots(prisma, inputs, { observedAt: at, photos: false })) {
      log(`  snapshot ${n} ${r.source}: ${r.created} new, ${r.updated} changed, ${r.removed} withdrawn`);
    }
  }
  // The portals' feeds as of the last snapshot, pulled by the worker from now on.
  await scheduleDemoFeeds(prisma, latest);
  const [properties, listings, delisted] = await Promise.all([
    prisma.property.count(),
    prisma.listing.count(),
    prisma.property.count({ where: { status: "delisted" } }),
  ]);
  log(
    `Demo data: ${properties} properties (${delisted} delisted) from ${listings} adverts of ${DEMO_PORTALS.length + 1} sources in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  return { seeded: true, homes: homes.length, properties, listings, delisted };
}
