// A valuation as the API serves it (docs/api.md#valuation): the estimate, its 80 % interval,
// the asking price against it, and the comparables it rests on with their summaries.
import { Prisma } from "@/lib/generated/prisma/client";
import { queryRows } from "@/lib/db/sql";
import { PROPERTY_COLUMNS, toSummary, type PropertyRow } from "@/lib/search/property-row";
import type { PropertySummary } from "@/lib/search/types";
import { findComparables } from "./comparables";
import { TYPE_GROUPS, type HomeFacts } from "./home";
import { estimate, type Confidence, type Estimate, type OpModel } from "./model";
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
  surfaceGuessed = false,
): Valuation | null {
  const model = VALUATION_MODELS[pool.op];
  if (!pool.cal) return null;
  const comps = findComparables(model, pool.cal, target, pool.homes, excluded);
  const fitted = estimate(model, pool.cal, target, comps);
  // A surface read from similar homes, not from the adverts: the estimate is a rough one.
  const e = surfaceGuessed ? reconfidence(model, fitted, "low") : fitted;
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

function reconfidence(model: OpModel, e: Estimate, confidence: Confidence): Estimate {
  const q = model.interval[confidence];
  return { ...e, confidence, low: e.price * Math.exp(q.low), high: e.price * Math.exp(q.high) };
}

/** The median surface of listed homes of the same type group and bedrooms (of the type group
 *  when fewer than three share the bedrooms); null when fewer than three homes are alike. */
function typicalSurface(pool: Pool, type: string, rooms: number | null): number | null {
  const group = pool.homes.filter((h) => TYPE_GROUPS[h.type] === TYPE_GROUPS[type]);
  const same = group.filter((h) => h.rooms === rooms);
  const alike = (same.length >= 3 ? same : group).map((h) => h.surfaceM2).sort((a, b) => a - b);
  return alike.length >= 3 ? alike[alike.length >> 1] : null;
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
  if (!(row.type in TYPE_GROUPS))
    return { ok: false, reason: "not_valued", why: "This property cannot be valued: it is not a home." };
  const pool = await getPool(row.operation);
  const { prints, ...summaryRow } = row;
  // A home "price on request" is valued too: its price only serves the twin test. A home
  // without a usable surface gets the typical one of its kind, and a low confidence.
  const given = poolHome({ ...summaryRow, price_min: summaryRow.price_min ?? 1 }, prints);
  const guessed = given ? null : typicalSurface(pool, row.type, row.rooms);
  const target =
    given ??
    (guessed ? poolHome({ ...summaryRow, price_min: summaryRow.price_min ?? 1, surface_m2: guessed }, prints) : null);
  if (!target)
    return {
      ok: false,
      reason: "not_valued",
      why: "This property cannot be valued: its surface is unknown and too few similar homes are listed.",
    };
  const valuation = valueInPool(pool, target, probablySameAs(target), row.price_min, baseUrl, !given);
  return valuation
    ? { ok: true, valuation }
    : { ok: false, reason: "not_valued", why: "No comparable homes are listed for this operation yet." };
}
