"use client";
// A parish's weekly median asking price (lib/stats/price-trend.ts) as a line: each point
// is the median of what the parish's homes asked at the end of that week.
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { priceTimeAxes } from "@/lib/charts/price-time-axes";
import type { TrendPoint } from "@/lib/stats";

export type PriceTrendProps = { points: TrendPoint[]; locale: string; label: string; homesLabel: string };

export default function PriceTrendChart({ points, locale, label, homesLabel }: PriceTrendProps) {
  const rows = points.map((p) => ({ t: Date.parse(p.at), median: p.median, homes: p.homes }));
  const axes = priceTimeAxes(
    rows.map((r) => r.median),
    rows.map((r) => r.t),
    locale,
    "EUR",
  );
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <XAxis {...axes.x} />
          <YAxis {...axes.y} />
          <Tooltip
            labelFormatter={(t) => date.format(Number(t))}
            formatter={(value, _name, item) => [
              `${axes.priceLabel(Number(value))} · ${homesLabel.replace("{count}", String(item.payload.homes))}`,
              "",
            ]}
          />
          <Line dataKey="median" stroke="#1f6b52" strokeWidth={2} dot={rows.length < 8} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
