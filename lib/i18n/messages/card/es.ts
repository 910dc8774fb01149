import type { card as ca } from "./ca";

export const card: typeof ca = {
  sites: "{count, plural, one {en # web} other {en # webs}}",
  rooms: "{count, plural, one {# hab.} other {# hab.}}",
  priceOnRequest: "Precio a consultar",
  perMonth: "/mes",
};
