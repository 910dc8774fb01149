import type { sort as ca } from "./ca";

export const sort: typeof ca = {
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  surface_desc: "Surface: largest first",
};
