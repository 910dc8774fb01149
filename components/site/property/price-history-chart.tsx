"use client";
// Every source's price over time in one chart: one step line per advert (a price holds
// until the source changes it), coloured and dashed as its legend entry (price-comparison.tsx).
import { Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { chartRows, type PriceSeries } from "@/lib/charts/price-series";
import { priceTimeAxes } from "@/lib/charts/price-time-axes";

export type PriceHistoryProps = { series: PriceSeries[]; locale: string; currency: string; label: string };

export default function PriceHistoryChart({ series, locale, currency, label }: PriceHistoryProps) {
  const points = series.flatMap((s) => s.points);
  const axes = priceTimeAxes(
    points.map((p) => p.price),
    points.map((p) => p.t),
    locale,
    currency,
  );
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={chartRows(series)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <XAxis {...axes.x} />
          <YAxis {...axes.y} />
          {series.map((s, i) => (
            <Line
              key={s.id}
              dataKey={`s${i}`}
              name={s.name}
              type="stepAfter"
              stroke={s.color}
              strokeDasharray={s.dash || undefined}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
