// Bulk seed for the API benchmark: N properties with 1–3 adverts each and a price
// history per advert, generated inside PostgreSQL (generate_series), so 100,000
// properties take seconds. Distributions roughly follow the demo data: mostly sales,
// mostly homes, seven parishes, a few missing prices and surfaces. updated_at values are
// distinct and spread over the last 20 days, and the change clock is moved past them.
import type pg from "pg";

const SOURCES = [
  ["bench-pisos", "Pisos Bench", "https://pisos.bench.example"],
  ["bench-immo", "Immo Bench", "https://immo.bench.example"],
  ["bench-finques", "Finques Bench", "https://finques.bench.example"],
  ["bench-casa", "Casa Bench", "https://casa.bench.example"],
  ["bench-kyero", "Kyero Bench", "https://kyero.bench.example"],
];

export async function seedBenchData(client: pg.Client, n: number): Promise<void> {
  for (const [id, name, url] of SOURCES)
    await client.query(
      `INSERT INTO source (id, name, homepage_url, format, updated_at) VALUES ($1, $2, $3, 'bench', now()) ON CONFLICT DO NOTHING`,
      [id, name, url],
    );

  await client.query(
    `
    WITH g AS (
      SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5 FROM generate_series(1, $1::int) AS i
    ), t AS (
      SELECT i, r1, r2, r3, r4, r5,
        (CASE WHEN r1 < 0.70 THEN 'sale' WHEN r1 < 0.95 THEN 'rent' ELSE 'seasonal_rent' END)::"Operation" AS op,
        (ARRAY['flat','flat','flat','flat','penthouse','duplex','studio','loft','house','chalet','townhouse','farmhouse','flat','flat','flat','flat','flat',
               'room','land','parking','commercial','office'])[1 + floor(r2 * 22)::int]::"PropertyType" AS ty,
        (ARRAY['andorra_la_vella','canillo','encamp','escaldes_engordany','la_massana','ordino','sant_julia_de_loria'])[1 + floor(r3 * 7)::int] AS parish
      FROM g
    )
    INSERT INTO property (id, title, operation, type, is_home, parish, town, price_min, price_max, currency, period, surface_m2, plot_m2,
      rooms, bathrooms, features, description, image_urls, cover_image_url, lat, lng, location_precision, status, source_count,
      first_seen_at, last_seen_at, created_at, updated_at)
    SELECT gen_random_uuid(), 'Bench ' || ty || ' ' || i, op, ty,
      ty::text IN ('flat','penthouse','duplex','studio','loft','house','chalet','townhouse','farmhouse'),
      parish, NULL,
      CASE WHEN r4 < 0.03 THEN NULL WHEN op = 'sale' THEN 90000 + floor(r4 * 1500000)::int ELSE 600 + floor(r4 * 4000)::int END,
      CASE WHEN r4 < 0.03 THEN NULL WHEN op = 'sale' THEN 95000 + floor(r4 * 1550000)::int ELSE 650 + floor(r4 * 4000)::int END,
      'EUR', CASE WHEN op = 'sale' THEN NULL ELSE 'month' END,
      CASE WHEN r5 < 0.08 THEN NULL ELSE round((25 + r5 * 300)::numeric, 1)::float8 END, NULL,
      floor(r2 * 6)::int, 1 + floor(r3 * 3)::int, ARRAY['lift','parking'], 'Bench property ' || i,
      ARRAY['https://img.bench.example/' || i || '/1.jpg'], 'https://img.bench.example/' || i || '/1.jpg',
      CASE WHEN r5 < 0.05 THEN NULL ELSE 42.43 + r4 * 0.22 END, CASE WHEN r5 < 0.05 THEN NULL ELSE 1.41 + r3 * 0.36 END,
      (CASE WHEN r5 < 0.05 THEN 'none' ELSE 'exact' END)::"LocationPrecision",
      (CASE WHEN i % 25 = 0 THEN 'delisted' ELSE 'active' END)::"PropertyStatus", 1,
      now() - interval '90 days' + r1 * interval '89 days', now() - interval '1 day',
      -- created/updated spread evenly over the last 20 days (distinct: ~17 s apart), so a
      -- /changes poll from 10 days ago starts in the middle of the feed.
      now() - interval '21 days' + (i::float8 / $1) * interval '20 days', now() - interval '20 days' + (i::float8 / $1) * interval '20 days'
    FROM t`,
    [n],
  );

  await client.query(`
    INSERT INTO listing (id, source_id, external_id, property_id, url, agency, reference, title, description, operation, type, price, currency,
      period, surface_m2, rooms, features, image_urls, lat, lng, location_precision, parish, status, first_seen_at, last_seen_at, content_hash)
    SELECT gen_random_uuid(), s.id, p.id::text || '-' || k, p.id, s.homepage_url || '/ad/' || p.id || '-' || k, 'Agència ' || k, 'REF-' || k,
      p.title, p.description, p.operation, p.type, p.price_min, 'EUR', p.period, p.surface_m2, p.rooms, p.features, p.image_urls, p.lat, p.lng,
      p.location_precision, p.parish, (CASE WHEN p.status = 'delisted' THEN 'removed' ELSE 'active' END)::"ListingStatus",
      p.first_seen_at, p.last_seen_at, md5(p.id::text || k)
    FROM property p
    CROSS JOIN LATERAL generate_series(1, 1 + (abs(hashtext(p.id::text)) % 3)) AS k
    JOIN source s ON s.id = (ARRAY['bench-casa','bench-finques','bench-immo','bench-kyero','bench-pisos'])[1 + (abs(hashtext(p.id::text)) + k) % 5]`);

  await client.query(`
    INSERT INTO listing_price (listing_id, price, observed_at)
    SELECT l.id, l.price + 5000, l.first_seen_at FROM listing l WHERE l.price IS NOT NULL
    UNION ALL
    SELECT l.id, l.price, l.first_seen_at + interval '10 days' FROM listing l WHERE l.price IS NOT NULL`);

  await client.query(
    `UPDATE property p SET source_count = c.n FROM (SELECT property_id, count(DISTINCT source_id)::int AS n FROM listing WHERE status = 'active' GROUP BY property_id) c WHERE c.property_id = p.id`,
  );
  await client.query(
    `INSERT INTO change_clock (id, ts) SELECT 1, max(updated_at) FROM property ON CONFLICT (id) DO UPDATE SET ts = EXCLUDED.ts`,
  );
  await client.query(`VACUUM ANALYZE`);
}
