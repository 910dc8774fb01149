import type { operation as ca } from "./ca";

export const operation: typeof ca = { sale: "Venta", rent: "Alquiler", seasonal_rent: "Alquiler de temporada" };
