import type { card as ca } from "./ca";

export const card: typeof ca = {
  sites: "{count, plural, one {on # site} other {on # sites}}",
  rooms: "{count, plural, one {# bed} other {# beds}}",
  priceOnRequest: "Price on request",
  perMonth: "/month",
};
