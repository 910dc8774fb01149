"use client";
// Every source's price over time in one chart: one step line per advert (a price holds
// until the source changes it), coloured and dashed as its legend entry (price-comparison.tsx).
import { Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { distinctPriceLabels, priceTicks } from "@/lib/charts/price-axis";
import { chartRows, type PriceSeries } from "@/lib/charts/price-series";
import { timeAxis } from "@/lib/charts/time-axis";

export type PriceHistoryProps = { series: PriceSeries[]; locale: string; currency: string; label: string };

export default function PriceHistoryChart({ series, locale, currency, label }: PriceHistoryProps) {
  const points = series.flatMap((s) => s.points);
  const prices = points.map((p) => p.price);
  const times = points.map((p) => p.t);
  const ticks = priceTicks(Math.min(...prices), Math.max(...prices));
  const priceLabel = distinctPriceLabels(ticks, locale, currency);
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const time = timeAxis(start, end, locale);
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={chartRows(series)} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[start, end]}
            ticks={time.ticks}
            tickFormatter={time.label}
            fontSize={11}
          />
          <YAxis
            ticks={ticks}
            tickFormatter={priceLabel}
            width={72}
            fontSize={11}
            domain={[ticks[0], ticks[ticks.length - 1]]}
          />
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
