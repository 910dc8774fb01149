// A parish's weekly median asking price (lib/stats/price-trend.ts) as a line, drawn on the
// server: no chart library reaches the parish page's browser (a phone's first load stays
// light). The line is an SVG stretched over the plot; the axis labels are HTML placed at
// the same fractions, so they keep their size at any width. Each week's point carries its
// median and number of homes as a tooltip; the figure's label sums the trend up.
import { priceTimeAxes } from "@/lib/charts/price-time-axes";
import type { TrendPoint } from "@/lib/stats";

export type PriceTrendProps = { points: TrendPoint[]; locale: string; label: string; homesLabel: string };

/** Fraction of [from, to] that `v` lies at, in per cent (the middle when the span is empty). */
const percent = (v: number, [from, to]: [number, number]) => (to === from ? 50 : ((v - from) / (to - from)) * 100);

export function PriceTrendChart({ points, locale, label, homesLabel }: PriceTrendProps) {
  const rows = points.map((p) => ({ t: Date.parse(p.at), median: p.median, homes: p.homes }));
  const axes = priceTimeAxes(
    rows.map((r) => r.median),
    rows.map((r) => r.t),
    locale,
    "EUR",
  );
  const x = (t: number) => percent(t, axes.x.domain);
  const y = (v: number) => 100 - percent(v, axes.y.domain);
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
  const line = rows.map((r) => `${x(r.t).toFixed(2)},${y(r.median).toFixed(2)}`).join(" ");
  return (
    <figure role="img" aria-label={label} className="flex h-full w-full text-[11px] text-slate-600">
      <div className="relative mt-2 mb-6 w-[72px] shrink-0">
        {axes.y.ticks.map((v) => (
          <span key={v} className="absolute right-2 -translate-y-1/2" style={{ top: `${y(v)}%` }}>
            {axes.priceLabel(v)}
          </span>
        ))}
      </div>
      <div className="mr-7 flex min-w-0 flex-1 flex-col">
        <div className="relative mt-2 flex-1 border-b border-l border-slate-400">
          <svg viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
            {axes.y.ticks.map((v) => (
              <line key={v} x1="0" x2="100" y1={y(v)} y2={y(v)} stroke="#e2e8f0" vectorEffect="non-scaling-stroke" />
            ))}
            <polyline points={line} fill="none" stroke="#1f6b52" strokeWidth="2" vectorEffect="non-scaling-stroke" />
          </svg>
          {rows.map((r) => (
            <span
              key={r.t}
              title={`${date.format(r.t)}: ${axes.priceLabel(r.median)} · ${homesLabel.replace("{count}", String(r.homes))}`}
              className={`absolute h-2 w-2 -translate-x-1/2 -translate-y-1/2 rounded-full ${rows.length < 8 ? "bg-brand-700" : ""}`}
              style={{ left: `${x(r.t)}%`, top: `${y(r.median)}%` }}
            />
          ))}
        </div>
        <div className="relative h-6">
          {axes.x.ticks.map((t) => (
            <span key={t} className="absolute top-1 -translate-x-1/2 whitespace-nowrap" style={{ left: `${x(t)}%` }}>
              {axes.x.tickFormatter(t)}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
