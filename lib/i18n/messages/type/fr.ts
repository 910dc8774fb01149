import type { type as ca } from "./ca";

export const type: typeof ca = {
  flat: "Appartement",
  penthouse: "Attique",
  duplex: "Duplex",
  studio: "Studio",
  loft: "Loft",
  house: "Maison",
  chalet: "Chalet",
  townhouse: "Maison mitoyenne",
  farmhouse: "Borda",
  room: "Chambre",
  land: "Terrain",
  parking: "Parking",
  commercial: "Local commercial",
  office: "Bureau",
  industrial: "Local industriel",
  building: "Immeuble",
  storage: "Débarras",
  other: "Autre",
};
