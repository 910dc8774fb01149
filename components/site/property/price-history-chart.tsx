"use client";
// One advert's price over time (a step line: a price holds until the source changes it).
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { distinctPriceLabels, priceTicks } from "@/lib/charts/price-axis";

export type PriceHistoryProps = {
  points: { t: number; price: number }[];
  locale: string;
  currency: string;
  label: string;
};

export default function PriceHistoryChart({ points, locale, currency, label }: PriceHistoryProps) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "2-digit" });
  // Extend the last price to today so the chart shows how long it has held.
  const data = [...points, { t: Date.now(), price: points[points.length - 1].price }];
  const prices = points.map((p) => p.price);
  const ticks = priceTicks(Math.min(...prices), Math.max(...prices));
  const tickLabel = distinctPriceLabels(ticks, locale, currency);
  return (
    <div role="img" aria-label={label} className="h-full w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={["dataMin", "dataMax"]}
            tickFormatter={(v: number) => day.format(v)}
            fontSize={11}
          />
          <YAxis
            dataKey="price"
            ticks={ticks}
            tickFormatter={tickLabel}
            width={72}
            fontSize={11}
            domain={[ticks[0], ticks[ticks.length - 1]]}
          />
          <Tooltip labelFormatter={(v) => day.format(Number(v))} formatter={(v) => money.format(Number(v))} />
          <Line
            type="stepAfter"
            dataKey="price"
            stroke="#1f6b52"
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
