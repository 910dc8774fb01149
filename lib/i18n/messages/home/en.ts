import type { home as ca } from "./ca";

export const home: typeof ca = {
  title: "Every home in Andorra, in one place",
  lead: "Llar gathers the adverts of every portal and agency and merges them into one record per home, with each source's price and a link to its advert.",
};
