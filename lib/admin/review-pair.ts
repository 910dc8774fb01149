// Both adverts of a review-queue item as the console shows them side by side: facts with
// their differences, texts with shared passages, stored photos with near-identical pairs
// (dHash within NEAR_BITS, the matcher's own bar), the points, the facts both texts state
// (stated-fact-rows.ts), and the score's strongest evidence for and against.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { NEAR_BITS } from "@/lib/ingest/match/settings";
import { hammingDistance } from "@/lib/photos/dhash";
import { copyPath } from "@/lib/photos/photo-keys";
import { sharedPassages, type Passage } from "./shared-passages";
import { statedFactRows, type StatedFactRow } from "./stated-fact-rows";
import type { ReviewItem } from "./review-queue";

const FACTS = [
  "operation",
  "type",
  "price",
  "surfaceM2",
  "rooms",
  "bathrooms",
  "parish",
  "town",
  "agency",
  "reference",
] as const;
type Fact = (typeof FACTS)[number];

type PairPhoto = { src: string; twinOf: number | null };
export type PairAdvert = {
  id: string;
  propertyId: string;
  source: string;
  url: string;
  title: string;
  facts: Record<Fact, string | number | null>;
  passages: Passage[];
  photos: PairPhoto[];
  point: { lat: number; lng: number } | null;
};

export type ReviewPair = {
  adverts: [PairAdvert, PairAdvert];
  differs: Fact[];
  distanceM: number | null;
  /** What both texts state (floor, fees, aspect…), A's value and B's. */
  statedFacts: StatedFactRow[];
  evidenceFor: [string, number][];
  evidenceAgainst: [string, number][];
};

type Advert = NonNullable<Awaited<ReturnType<typeof loadAdvert>>>;

function loadAdvert(prisma: PrismaClient, id: string) {
  return prisma.listing.findUnique({ where: { id }, include: { source: { select: { name: true } } } });
}

async function storedPhotos(prisma: PrismaClient, urls: string[]) {
  const rows = await prisma.photo.findMany({
    where: { url: { in: urls }, status: "ok", storeKey: { not: null } },
    select: { url: true, hash: true, storeKey: true },
  });
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return urls.flatMap((u) => (byUrl.has(u) ? [byUrl.get(u)!] : []));
}

function metresApart(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const x = (b.lng - a.lng) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.round(Math.sqrt(x * x + y * y) * 6_371_000);
}

const point = (l: Advert) => (l.lat !== null && l.lng !== null ? { lat: l.lat, lng: l.lng } : null);

export async function reviewPair(prisma: PrismaClient, item: ReviewItem): Promise<ReviewPair | null> {
  const [a, b] = await Promise.all([loadAdvert(prisma, item.listingId), loadAdvert(prisma, item.otherId)]);
  if (!a || !b) return null;
  const [pa, pb] = await Promise.all([storedPhotos(prisma, a.imageUrls), storedPhotos(prisma, b.imageUrls)]);
  const twin = (p: (typeof pa)[number], others: typeof pa) =>
    p.hash === null ? -1 : others.findIndex((o) => o.hash !== null && hammingDistance(p.hash!, o.hash) <= NEAR_BITS);
  const photos = (mine: typeof pa, theirs: typeof pa): PairPhoto[] =>
    mine.map((p) => {
      const i = twin(p, theirs);
      return { src: copyPath(p.storeKey!, 480), twinOf: i < 0 ? null : i + 1 };
    });
  const side = (l: Advert, other: Advert, mine: typeof pa, theirs: typeof pa): PairAdvert => ({
    id: l.id,
    propertyId: l.propertyId,
    source: l.source.name,
    url: l.url,
    title: l.title,
    facts: Object.fromEntries(FACTS.map((f) => [f, l[f] ?? null])) as PairAdvert["facts"],
    passages: sharedPassages(l.description, other.description),
    photos: photos(mine, theirs),
    point: point(l),
  });
  // The prior is where every pair starts, not evidence about this one.
  const signals = Object.entries(item.signals).filter(([k, v]) => v !== 0 && k !== "prior");
  const [ptA, ptB] = [point(a), point(b)];
  return {
    adverts: [side(a, b, pa, pb), side(b, a, pb, pa)],
    differs: FACTS.filter((f) => (a[f] ?? null) !== (b[f] ?? null)),
    distanceM: ptA && ptB ? metresApart(ptA, ptB) : null,
    statedFacts: statedFactRows(a, b),
    evidenceFor: signals
      .filter(([, v]) => v > 0)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 4),
    evidenceAgainst: signals
      .filter(([, v]) => v < 0)
      .sort((x, y) => x[1] - y[1])
      .slice(0, 4),
  };
}
