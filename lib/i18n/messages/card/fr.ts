import type { card as ca } from "./ca";

export const card: typeof ca = {
  sites: "{count, plural, one {sur # site} other {sur # sites}}",
  rooms: "{count, plural, one {# ch.} other {# ch.}}",
  priceOnRequest: "Prix sur demande",
  perMonth: "/mois",
};
