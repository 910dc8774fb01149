import type { property as ca } from "./ca";

export const property: typeof ca = {
  demoPhotos: "These photos are drawn illustrations of the demo, not pictures of this home.",
  facts: "Facts",
  features: "Features",
  description: "Description",
  location: "Location",
  sources: "Adverts on the sources",
  sourcesLead:
    "This home appears {count, plural, one {on # site} other {on # sites}}. Each price is the one the source publishes.",
  source: "Source",
  agency: "Agency",
  reference: "Reference",
  price: "Price",
  seeAdvert: "See the advert on {source}",
  priceHistory: "Price history",
  noHistory: "No price changes yet.",
  removed: "Removed",
  delisted: "This home is no longer advertised on any site. The record is kept for reference.",
  firstSeen: "First seen",
  lastSeen: "Last seen",
  operation: "Operation",
  type: "Type",
  surface: "Surface",
  plot: "Plot",
  rooms: "Bedrooms",
  bathrooms: "Bathrooms",
  parish: "Parish",
  town: "Town",
  priceRange: "Price",
  back: "Back to search",
  notFound: "This home does not exist.",
  inLanguage: "Original text in {language}",
  languageUnknown: "Original text",
  estimate: {
    title: "Price compared",
    above:
      "{percent} above the estimate ({low}–{high}), from {count, plural, one {# comparable home} other {# comparable homes}}.",
    below:
      "{percent} below the estimate ({low}–{high}), from {count, plural, one {# comparable home} other {# comparable homes}}.",
    inLine:
      "In line with the estimate ({low}–{high}), from {count, plural, one {# comparable home} other {# comparable homes}}.",
    comparables: "{count, plural, one {The comparable home} other {The # comparable homes}}",
    how: "Estimated from the asking prices of similar homes nearby, adjusted to this one's surface, type and features; 8 in 10 asking prices fall inside the range.",
  },
};
