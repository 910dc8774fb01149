import type { precision as ca } from "./ca";

export const precision: typeof ca = {
  exact: "Exact location, as given by the source.",
  street: "Approximate location: the street, not the exact door.",
  town: "Approximate location: the centre of the town, not the home itself.",
  parish: "Approximate location: only the parish is known.",
  none: "The source does not say where the home is.",
};
