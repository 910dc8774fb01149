// The spread between the cheapest and the dearest current source price of a property:
// what only a comparison of every source can show. Active adverts with a price, in the
// property's currency and period (a rent per month is not compared with a sale price).
import type { ListingEntry } from "./types";

export type PriceSpread = {
  min: number;
  max: number;
  /** max − min. */
  amount: number;
  /** amount / min: how much more the dearest source asks than the cheapest. */
  percent: number;
  currency: string;
  cheapest: string[];
  dearest: string[];
};

/** null unless at least two active adverts give a comparable price. */
export function priceSpread(
  listings: ListingEntry[],
  price: { currency: string; period: string | null },
): PriceSpread | null {
  const priced = listings.filter(
    (l): l is ListingEntry & { price: number } =>
      l.status === "active" && l.price !== null && l.currency === price.currency && l.period === price.period,
  );
  if (priced.length < 2) return null;
  const prices = priced.map((l) => l.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const names = (p: number) => [...new Set(priced.filter((l) => l.price === p).map((l) => l.source.name))];
  return {
    min,
    max,
    amount: max - min,
    percent: min > 0 ? (max - min) / min : 0,
    currency: price.currency,
    cheapest: names(min),
    dearest: names(max),
  };
}
