// Comparables: the homes most like the one valued, each with its asking price carried over
// to the valued home's facts by the hedonic €/m² curve (a comparable 20 % larger, or in a
// dearer parish, is adjusted by what the model says that difference is worth).
import { distanceMetres } from "@/lib/geo/parish-at";
import { hedonicShape, type Calibration } from "./design";
import { TYPE_GROUPS, type Comparable, type HomeFacts, type PricedHome } from "./home";
import type { OpModel } from "./model";

/** Distance in facts: 0 for a twin, about 1 per notable difference. */
function factDistance(m: OpModel, a: HomeFacts, b: HomeFacts, metres: number | null): number {
  let d = Math.abs(Math.log(a.surfaceM2 / b.surfaceM2)) / m.sizeScale;
  if ((TYPE_GROUPS[a.type] ?? a.type) !== (TYPE_GROUPS[b.type] ?? b.type)) d += m.typePenalty;
  if (metres != null) d += metres / m.metresScale;
  else if (a.parish !== b.parish) d += m.parishPenalty;
  else if (a.town && b.town && a.town !== b.town) d += m.parishPenalty / 2;
  if (a.rooms != null && b.rooms != null) d += Math.abs(a.rooms - b.rooms) * m.roomPenalty;
  // Homes of one development or standing share their feature lists: unshared features (Jaccard) add distance.
  const fa = new Set(a.features);
  const union = new Set([...a.features, ...b.features]).size;
  if (union) d += m.featurePenalty * (1 - b.features.filter((f) => fa.has(f)).length / union);
  return d;
}

export function findComparables<H extends PricedHome>(
  m: OpModel,
  cal: Calibration,
  target: HomeFacts,
  pool: readonly H[],
  excluded: (home: H) => boolean,
): Comparable<H>[] {
  const targetShape = hedonicShape(m.weights, target, cal.centre);
  const scored: Array<{ home: H; distanceM: number | null; d: number }> = [];
  for (const home of pool) {
    if (excluded(home)) continue;
    const metres =
      target.lat != null && target.lng != null && home.lat != null && home.lng != null
        ? distanceMetres({ lat: target.lat, lng: target.lng }, { lat: home.lat, lng: home.lng })
        : null;
    scored.push({ home, distanceM: metres, d: factDistance(m, target, home, metres) });
  }
  scored.sort((x, y) => x.d - y.d);
  return scored.slice(0, m.k).map(({ home, distanceM, d }) => ({
    home,
    distanceM: distanceM == null ? null : Math.round(distanceM),
    similarity: Math.exp(-d),
    adjustedPrice:
      home.price *
      (target.surfaceM2 / home.surfaceM2) *
      Math.exp(targetShape - hedonicShape(m.weights, home, cal.centre)),
  }));
}
