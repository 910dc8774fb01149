"use client";
// A parish's weekly median asking price (lib/stats/price-trend.ts) as a line: each point
// is the median of what the parish's homes asked at the end of that week.
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { distinctPriceLabels, priceTicks } from "@/lib/charts/price-axis";
import { timeAxis } from "@/lib/charts/time-axis";
import type { TrendPoint } from "@/lib/stats";

export type PriceTrendProps = { points: TrendPoint[]; locale: string; label: string; homesLabel: string };

export default function PriceTrendChart({ points, locale, label, homesLabel }: PriceTrendProps) {
  const rows = points.map((p) => ({ t: Date.parse(p.at), median: p.median, homes: p.homes }));
  const prices = rows.map((r) => r.median);
  const ticks = priceTicks(Math.min(...prices), Math.max(...prices));
  const priceLabel = distinctPriceLabels(ticks, locale, "EUR");
  const [start, end] = [rows[0].t, rows[rows.length - 1].t];
  const time = timeAxis(start, end, locale);
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
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
          <Tooltip
            labelFormatter={(t) => date.format(Number(t))}
            formatter={(value, _name, item) => [
              `${priceLabel(Number(value))} · ${homesLabel.replace("{count}", String(item.payload.homes))}`,
              "",
            ]}
          />
          <Line dataKey="median" stroke="#1f6b52" strokeWidth={2} dot={rows.length < 8} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
