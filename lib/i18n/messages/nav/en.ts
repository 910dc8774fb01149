import type { nav as ca } from "./ca";

export const nav: typeof ca = {
  label: "Main navigation",
  search: "Search",
  parishes: "Parishes",
  about: "About the data",
  docs: "API",
  pricing: "Pricing",
  account: "Account",
  skip: "Skip to content",
};
