import type { type as ca } from "./ca";

export const type: typeof ca = {
  flat: "Flat",
  penthouse: "Penthouse",
  duplex: "Duplex",
  studio: "Studio",
  loft: "Loft",
  house: "House",
  chalet: "Chalet",
  townhouse: "Townhouse",
  farmhouse: "Farmhouse",
  room: "Room",
  land: "Land",
  parking: "Parking",
  commercial: "Commercial premises",
  office: "Office",
  industrial: "Industrial unit",
  building: "Building",
  storage: "Storage room",
  other: "Other",
};
