// GET /v1/valuation: a home described by its facts, valued against every listed home.
import { parishAt } from "@/lib/geo/parish-at";
import { TOWNS } from "@/lib/geo/towns";
import type { HomeFacts } from "./home";
import { getPool } from "./pool";
import type { ValuationQuery } from "./valuation-query";
import { valueInPool, type Valuation } from "./value-home";

function factsOf(q: ValuationQuery): HomeFacts {
  const town = q.town ? TOWNS.find((t) => t.id === q.town) : undefined;
  const hasPoint = q.lat !== undefined && q.lng !== undefined;
  return {
    type: q.type,
    parish: town?.parish ?? q.parish ?? (hasPoint ? parishAt(q.lat!, q.lng!) : null),
    town: town?.name ?? null,
    lat: hasPoint ? q.lat! : (town?.centroid.lat ?? null),
    lng: hasPoint ? q.lng! : (town?.centroid.lng ?? null),
    surfaceM2: q.surface_m2,
    rooms: q.rooms ?? null,
    bathrooms: q.bathrooms ?? null,
    features: q.features ?? [],
  };
}

/** null when no home of the operation is listed to compare with. */
export async function valueFacts(q: ValuationQuery, baseUrl: string): Promise<Valuation | null> {
  return valueInPool(await getPool(q.op as "sale" | "rent"), factsOf(q), () => false, null, baseUrl);
}
