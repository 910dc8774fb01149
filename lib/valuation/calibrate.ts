// The hedonic weights say how €/m² moves with the facts; the level they move from, and the
// size the curve is centred on, are read from the homes actually compared with: sources
// measure differently (some count built area, some useful area) and markets move, so a level
// fitted once would drift while the shape holds.
import { hedonicShape, type Calibration } from "./design";
import type { PricedHome } from "./home";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function calibrate(weights: readonly number[], pool: readonly PricedHome[]): Calibration | null {
  if (!pool.length) return null;
  const centre = median(pool.map((h) => Math.log(h.surfaceM2)));
  const level = median(pool.map((h) => Math.log(h.price / h.surfaceM2) - hedonicShape(weights, h, centre)));
  return { level, centre };
}
