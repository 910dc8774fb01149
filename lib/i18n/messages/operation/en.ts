import type { operation as ca } from "./ca";

export const operation: typeof ca = { sale: "For sale", rent: "For rent", seasonal_rent: "Seasonal rent" };
