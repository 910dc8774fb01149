import type { type as ca } from "./ca";

export const type: typeof ca = {
  flat: "Piso",
  penthouse: "Ático",
  duplex: "Dúplex",
  studio: "Estudio",
  loft: "Loft",
  house: "Casa",
  chalet: "Chalé",
  townhouse: "Casa adosada",
  farmhouse: "Borda",
  room: "Habitación",
  land: "Terreno",
  parking: "Parking",
  commercial: "Local comercial",
  office: "Oficina",
  industrial: "Nave industrial",
  building: "Edificio",
  storage: "Trastero",
  other: "Otros",
};
