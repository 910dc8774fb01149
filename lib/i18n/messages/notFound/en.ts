import type { notFound as ca } from "./ca";

export const notFound: typeof ca = {
  title: "Page not found",
  text: "The page does not exist, or the home is no longer advertised anywhere.",
  search: "Search homes",
};
