// One property with its adverts (SPEC 4.2, DESIGN.md 3): delisted properties too; a
// malformed id is simply "not found". Listing entries carry price_history only when the
// caller's plan includes it (the field is absent otherwise, not empty).
import { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { buildAttribution } from "./attribution";
import { PROPERTY_COLUMNS, resolveBaseUrl, toSummary, type PropertyRow } from "./property-row";
import type { ListingEntry, PropertyDetail } from "./types";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DetailOptions = { priceHistory: boolean; baseUrl?: string };
export type PropertyDetailResult = { data: PropertyDetail; attribution: string };

export async function getPropertyDetail(id: string, opts: DetailOptions): Promise<PropertyDetailResult | null> {
  if (!UUID.test(id)) return null;
  const [rows, listings] = await Promise.all([
    prisma.$queryRaw<(PropertyRow & { description: string | null; image_urls: string[] })[]>(
      Prisma.sql`SELECT ${PROPERTY_COLUMNS}, p.description, p.image_urls FROM property p WHERE p.id = ${id}::uuid`,
    ),
    prisma.listing.findMany({
      where: { propertyId: id },
      include: { source: true, ...(opts.priceHistory ? { prices: { orderBy: [{ observedAt: "asc" }, { id: "asc" }] } } : {}) },
      // Active adverts first, then the oldest first: a stable order for clients and the site.
      orderBy: [{ status: "asc" }, { firstSeenAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const row = rows[0];
  if (!row) return null;

  const entries: ListingEntry[] = listings.map((l) => {
    const entry: ListingEntry = {
      id: l.id,
      source: { id: l.source.id, name: l.source.name, url: l.source.homepageUrl },
      url: l.url,
      agency: l.agency,
      reference: l.reference,
      title: l.title,
      description: l.description,
      price: l.price,
      currency: l.currency,
      period: l.period,
      image_urls: l.imageUrls,
      status: l.status,
      first_seen_at: l.firstSeenAt.toISOString(),
      last_seen_at: l.lastSeenAt.toISOString(),
    };
    if (opts.priceHistory && "prices" in l)
      entry.price_history = (l.prices as { price: number | null; observedAt: Date }[]).map((p) => ({ price: p.price, observed_at: p.observedAt.toISOString() }));
    return entry;
  });

  const data: PropertyDetail = {
    ...toSummary(row, resolveBaseUrl(opts.baseUrl)),
    description: row.description,
    image_urls: row.image_urls ?? [],
    listings: entries,
  };
  return { data, attribution: buildAttribution(listings.map((l) => l.source)) };
}
