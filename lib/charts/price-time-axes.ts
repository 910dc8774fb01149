// The two axes every price-over-time chart shares (a property's price history, a parish's
// median trend): time along the bottom with distinct labels, prices up the side on round
// ticks labelled without repeats. Recharts wants its axes as direct children of the chart,
// so this hands out their props rather than components.
import { distinctPriceLabels, priceTicks } from "./price-axis";
import { timeAxis } from "./time-axis";

export type PriceTimeAxes = {
  x: {
    dataKey: "t";
    type: "number";
    scale: "time";
    domain: [number, number];
    ticks: number[];
    tickFormatter: (t: number) => string;
    fontSize: number;
  };
  y: {
    ticks: number[];
    tickFormatter: (price: number) => string;
    width: number;
    fontSize: number;
    domain: [number, number];
  };
  /** The price label the axis uses, for tooltips. */
  priceLabel: (price: number) => string;
};

/** Axes for the plotted `prices` at `times` (epoch ms); neither list may be empty. */
export function priceTimeAxes(prices: number[], times: number[], locale: string, currency: string): PriceTimeAxes {
  const ticks = priceTicks(Math.min(...prices), Math.max(...prices));
  const priceLabel = distinctPriceLabels(ticks, locale, currency);
  const [start, end] = [Math.min(...times), Math.max(...times)];
  const time = timeAxis(start, end, locale);
  return {
    x: {
      dataKey: "t",
      type: "number",
      scale: "time",
      domain: [start, end],
      ticks: time.ticks,
      tickFormatter: time.label,
      fontSize: 11,
    },
    y: { ticks, tickFormatter: priceLabel, width: 72, fontSize: 11, domain: [ticks[0], ticks[ticks.length - 1]] },
    priceLabel,
  };
}
