import type { operation as ca } from "./ca";

export const operation: typeof ca = { sale: "Vente", rent: "Location", seasonal_rent: "Location saisonnière" };
