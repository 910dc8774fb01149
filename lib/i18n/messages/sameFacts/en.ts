import type { sameFacts as ca } from "./ca";

export const sameFacts: typeof ca = {
  title: "Probably the same home",
  lead: "These adverts state the same price, surface, bedrooms and parish through another agency, but Llar keeps them apart because no photo or text confirms they are the same home.",
  on: "On {sources}",
  card: "{count, plural, one {+# identical advert from another agency} other {+# identical adverts from other agencies}}",
};
