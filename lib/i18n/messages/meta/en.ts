import type { meta as ca } from "./ca";

export const meta: typeof ca = {
  siteName: "Llar",
  tagline: "Every home in Andorra",
  description: "Every home for sale or rent in Andorra, from every portal and agency, in one place.",
};
