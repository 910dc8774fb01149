// A search result's card: its sites, bedrooms and price notes. Catalan is the source of the keys.
export const card = {
  sites: "{count, plural, one {a # web} other {a # webs}}",
  rooms: "{count, plural, one {# hab.} other {# hab.}}",
  priceOnRequest: "Preu a consultar",
  perMonth: "/mes",
};
