// A valuation as the API serves it (docs/api.md#valuation): the estimate, its 80 % interval,
// the asking price against it, and the comparables it rests on with their summaries.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";
import type { PropertySummary } from "@/lib/search/types";
import { findComparables } from "./comparables";
import type { HomeFacts } from "./home";
import { estimate, type Confidence } from "./model";
import { getPool, poolHome, PROPERTY_PRINTS, type Pool, type PoolHome } from "./pool";
import { probablySameAs } from "./probably-same";
import { VALUATION_MODELS } from "./valuation-weights";

export type Valuation = {
  price: number;
  low: number;
  high: number;
  per_m2: number;
  currency: "EUR";
  period: "month" | null;
  confidence: Confidence;
  asking_price: number | null;
  /** asking / estimate − 1 (0.08 = 8 % above the estimate); null without an asking price. */
  asking_vs_estimate: number | null;
  comparables: Array<{
    property: PropertySummary;
    distance_m: number | null;
    similarity: number;
    adjusted_price: number;
  }>;
  as_of: string;
};

/** Sale prices to the nearest thousand, rents to the nearest ten euros. */
const roundPrice = (p: number, op: Pool["op"]) =>
  op === "sale" ? Math.round(p / 1000) * 1000 : Math.round(p / 10) * 10;

export function valueInPool(
  pool: Pool,
  target: HomeFacts,
  excluded: (home: PoolHome) => boolean,
  asking: number | null,
  baseUrl: string,
): Valuation | null {
  const model = VALUATION_MODELS[pool.op];
  if (!pool.cal) return null;
  const comps = findComparables(model, pool.cal, target, pool.homes, excluded);
  const e = estimate(model, pool.cal, target, comps);
  const price = roundPrice(e.price, pool.op);
  return {
    price,
    low: roundPrice(e.low, pool.op),
    high: roundPrice(e.high, pool.op),
    per_m2: Math.round(price / target.surfaceM2),
    currency: "EUR",
    period: pool.op === "rent" ? "month" : null,
    confidence: e.confidence,
    asking_price: asking,
    asking_vs_estimate: asking == null ? null : Math.round((asking / e.price - 1) * 1000) / 1000,
    comparables: comps.map((c) => ({
      property: toSummary(c.home.row, baseUrl),
      distance_m: c.distanceM,
      similarity: Math.round(c.similarity * 1000) / 1000,
      adjusted_price: roundPrice(c.adjustedPrice, pool.op),
    })),
    as_of: pool.at.toISOString(),
  };
}

export type PropertyValuation =
  { ok: true; valuation: Valuation } | { ok: false; reason: "not_found" | "not_valued"; why: string };

/** The valuation of a property we list, never counting it, its adverts or its probable twins. */
export async function valueProperty(id: string, baseUrl: string): Promise<PropertyValuation> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await queryRows<PropertyRow & { prints: string[] }>(Prisma.sql`
        SELECT ${PROPERTY_COLUMNS}, ${PROPERTY_PRINTS} AS prints FROM property p WHERE p.id = ${id}::uuid`)
    : [];
  if (!row) return { ok: false, reason: "not_found", why: `No property has the id "${id.slice(0, 64)}".` };
  if (row.operation !== "sale" && row.operation !== "rent")
    return { ok: false, reason: "not_valued", why: "Only homes for sale or for rent (monthly) are valued." };
  const { prints, ...summaryRow } = row;
  // A home "price on request" is valued too: its price only serves the twin test.
  const target = poolHome({ ...summaryRow, price_min: summaryRow.price_min ?? 1 }, prints);
  if (!target)
    return {
      ok: false,
      reason: "not_valued",
      why: "This property cannot be valued: it is not a home, or its surface is unknown.",
    };
  const valuation = valueInPool(await getPool(row.operation), target, probablySameAs(target), row.price_min, baseUrl);
  return valuation
    ? { ok: true, valuation }
    : { ok: false, reason: "not_valued", why: "No comparable homes are listed for this operation yet." };
}
