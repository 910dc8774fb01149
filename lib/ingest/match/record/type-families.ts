// The families of property types the matcher compares: a feed's type words vary ("duplex",
// "àtic", "piso") while the family of one home stays put. One list, read by the record's
// builder, the cannot-link rules and the pair features.
import type { PropertyType } from "@/lib/generated/prisma/client";

export const TYPE_FAMILIES = ["home_flat", "home_house", "land", "parking", "premises", "room", "other"] as const;

export type TypeFamily = (typeof TYPE_FAMILIES)[number];

const FAMILY: Record<PropertyType, TypeFamily> = {
  flat: "home_flat",
  penthouse: "home_flat",
  duplex: "home_flat",
  studio: "home_flat",
  loft: "home_flat",
  house: "home_house",
  chalet: "home_house",
  townhouse: "home_house",
  farmhouse: "home_house",
  land: "land",
  parking: "parking",
  room: "room",
  commercial: "premises",
  office: "premises",
  industrial: "premises",
  building: "premises",
  storage: "premises",
  other: "other",
};

export function typeFamily(type: PropertyType): TypeFamily {
  return FAMILY[type];
}
