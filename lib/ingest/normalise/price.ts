// The price Llar stores: whole euros, a month's rent for rentals, or null ("on request").
import type { Operation } from "@/lib/generated/prisma/client";
import type { RawAdvert } from "../types";
import { parsePrice } from "./numbers";
import { monthlyFactor } from "./vocabulary";

// Euros however the feed names them; a price text that names another currency ("$350,000",
// "350.000 USD") without a <currency> is not taken for euros either.
const EURO = /^(eur|euro|euros|€)$/i;
const OTHER_CURRENCY = /[$£¥₣]|\b(usd|gbp|chf|jpy|dollars?|pounds?|francs?)\b/i;

function isEuro(currency: string | null, price: RawAdvert["price"]): boolean {
  if (currency) return EURO.test(currency);
  return !(typeof price === "string" && OTHER_CURRENCY.test(price));
}

/**
 * Prices no property in Andorra is offered at, which feeds write for "on request": a sale
 * at 1 € (pisos.ad lists one), 99.999.999 € or more, a rent of 1 € a month. The cheapest
 * real adverts are a storage room at 18.000 € and a garage at 30 € a month, the dearest
 * land at 40 M€ (pisos.ad, 2023). `max` is the first implausible figure. Stored as a real
 * price, such a figure heads every price-sorted search, skews the market figures and reads
 * as another home to the matcher.
 */
const PLAUSIBLE: Record<"sale" | "rent", { min: number; max: number }> = {
  sale: { min: 1_000, max: 99_999_999 },
  rent: { min: 10, max: 999_999 },
};

export type StoredPrice = { price: number | null; placeholder: boolean };

/** Whole euros (a rent per month, whatever period the feed priced it by); null for on request. */
export function storedPrice(raw: RawAdvert, operation: Operation, currency: string | null): StoredPrice {
  if (!isEuro(currency, raw.price)) return { price: null, placeholder: false }; // not converted at a guessed rate
  const stated = parsePrice(raw.price);
  if (stated === null) return { price: null, placeholder: false };
  const price = operation === "sale" ? stated : Math.round(stated * monthlyFactor(raw.operationText));
  const { min, max } = PLAUSIBLE[operation === "sale" ? "sale" : "rent"];
  return price < min || price >= max ? { price: null, placeholder: true } : { price, placeholder: false };
}
