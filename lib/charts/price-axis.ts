// The price axis of the price-history chart: a few "nice" ticks (1, 2, 2.5 or 5 × 10ⁿ
// apart) around the prices, and compact labels with just enough decimals that no two
// ticks read the same ("1,25 M €" and "1,3 M €", never "1,3 M €" twice).
export function priceTicks(min: number, max: number, target = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) {
    // One price: a band of ±5 % around it so the line sits mid-chart.
    const pad = Math.max(Math.abs(min) * 0.05, 1);
    return priceTicks(min - pad, max + pad, target);
  }
  const raw = (max - min) / Math.max(target - 1, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw)!;
  const first = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = first; v < max + step; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/** A compact currency formatter whose labels are distinct for the given ticks. */
export function distinctPriceLabels(ticks: number[], locale: string, currency: string): (value: number) => string {
  for (let digits = 0; digits <= 3; digits++) {
    const fmt = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      notation: "compact",
      maximumFractionDigits: digits,
    });
    const labels = ticks.map((t) => fmt.format(t));
    if (new Set(labels).size === labels.length) return (v) => fmt.format(v);
  }
  const full = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  return (v) => full.format(v);
}
