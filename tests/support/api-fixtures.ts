// Test data for the API tests: sources, properties with adverts and price history, and
// keys on each plan, written straight into the run's database. updated_at comes from the
// real change clock so /changes sees what ingestion would produce.
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { CLOCK_TRANSACTION, nextChangeTimestampText } from "@/lib/db/change-clock";
import { createApiKey, ensureUser } from "@/lib/auth/api-keys";
import type { Plan } from "@/lib/generated/prisma/enums";
import { isHomeType } from "@/lib/domain/vocabulary";

export type PropertySeed = {
  title?: string;
  operation?: "sale" | "rent" | "seasonal_rent";
  type?: string;
  parish?: string | null;
  town?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  surfaceM2?: number | null;
  rooms?: number | null;
  lat?: number | null;
  lng?: number | null;
  status?: "active" | "delisted";
  firstSeenAt?: string;
  /** Canonical feature keys; default ['lift']. */
  features?: string[];
  /** The property's and each advert's photo URLs; default one made-up URL. */
  imageUrls?: string[];
  listings?: {
    sourceId?: string;
    price?: number | null;
    prices?: number[];
    /** Price observations at given times (instead of `prices`' fixed January dates). */
    history?: { price: number; at: Date }[];
    status?: "active" | "removed";
    /** The agency the advert names; default "Agència Test". */
    agency?: string | null;
  }[];
};

export async function ensureSource(id = "test-portal", name = "Test Portal") {
  return prisma.source.upsert({
    where: { id },
    update: {},
    create: { id, name, homepageUrl: `https://${id}.example`, format: "test" },
  });
}

export async function seedProperty(seed: PropertySeed = {}): Promise<string> {
  const id = randomUUID();
  const type = seed.type ?? "flat";
  const operation = seed.operation ?? "sale";
  const price = seed.priceMin === undefined ? 300_000 : seed.priceMin;
  await prisma.$transaction(async (tx) => {
    const ts = await nextChangeTimestampText(tx);
    await tx.$executeRaw`
      INSERT INTO property (id, title, operation, type, is_home, parish, town, price_min, price_max, currency, period,
        surface_m2, rooms, features, image_urls, lat, lng, location_precision, status, source_count,
        first_seen_at, last_seen_at, created_at, updated_at)
      VALUES (${id}::uuid, ${seed.title ?? `Test ${type}`}, ${operation}::"Operation", ${type}::"PropertyType", ${isHomeType(type)},
        ${seed.parish === undefined ? "andorra_la_vella" : seed.parish}, ${seed.town ?? null}, ${price}, ${seed.priceMax ?? price}, 'EUR',
        ${operation === "sale" ? null : "month"}, ${seed.surfaceM2 === undefined ? 80 : seed.surfaceM2}, ${seed.rooms === undefined ? 2 : seed.rooms},
        ${seed.features ?? ["lift"]}::text[], ${seed.imageUrls ?? ["https://img.example/1.jpg"]}::text[], ${seed.lat === undefined ? 42.507 : seed.lat}, ${seed.lng === undefined ? 1.521 : seed.lng},
        ${seed.lat === null ? "none" : "exact"}::"LocationPrecision", ${seed.status ?? "active"}::"PropertyStatus", ${(seed.listings ?? [{}]).length},
        ${seed.firstSeenAt ?? ts}::timestamptz, ${ts}::timestamptz, ${ts}::timestamptz, ${ts}::timestamptz)`;
  }, CLOCK_TRANSACTION);
  for (const [n, l] of (seed.listings ?? [{}]).entries()) {
    const source = await ensureSource(l.sourceId);
    const listing = await prisma.listing.create({
      data: {
        sourceId: source.id,
        externalId: `${id}-${n}`,
        propertyId: id,
        url: `${source.homepageUrl}/ad/${id}-${n}`,
        agency: l.agency === undefined ? "Agència Test" : l.agency,
        reference: `REF-${n}`,
        title: seed.title ?? "Advert",
        operation,
        type: type as never,
        price: l.price ?? price,
        status: l.status ?? "active",
        features: [],
        imageUrls: seed.imageUrls ?? ["https://img.example/1.jpg"],
        firstSeenAt: new Date(),
        lastSeenAt: new Date(),
        contentHash: "x",
      },
    });
    for (const [k, p] of (l.prices ?? []).entries())
      await prisma.listingPrice.create({
        data: { listingId: listing.id, price: p, observedAt: new Date(Date.UTC(2026, 0, 1 + k)) },
      });
    for (const h of l.history ?? [])
      await prisma.listingPrice.create({ data: { listingId: listing.id, price: h.price, observedAt: h.at } });
  }
  return id;
}

/** Changes a property the way ingestion does: new values and a fresh change-clock time. */
export async function touchProperty(
  id: string,
  patch: { priceMin?: number; status?: "active" | "delisted" } = {},
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const ts = await nextChangeTimestampText(tx);
    await tx.$executeRaw`UPDATE property SET price_min = COALESCE(${patch.priceMin ?? null}::int, price_min),
      status = COALESCE(${patch.status ?? null}::"PropertyStatus", status), updated_at = ${ts}::timestamptz WHERE id = ${id}::uuid`;
  }, CLOCK_TRANSACTION);
}

export async function createKey(plan: Plan, email = `t-${randomUUID().slice(0, 8)}@example.com`) {
  const user = await ensureUser(email);
  return createApiKey(user.id, { plan, name: `test ${plan}` });
}
