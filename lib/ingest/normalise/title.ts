// Adverts need a title; Kyero and the pisos.ad CSV carry none. Use the feed's own words
// when there are some (the first clause of the description), else a plain summary.
import type { PropertyType } from "@/lib/generated/prisma/client";

const TYPE_LABEL: Record<PropertyType, string> = {
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
  parking: "Parking space",
  commercial: "Commercial premises",
  office: "Office",
  industrial: "Industrial unit",
  building: "Building",
  storage: "Storage room",
  other: "Property",
};

const MAX = 90;

function firstClause(text: string): string {
  const sentence = text
    .split(/(?<=[.!?])\s|\n/)[0]
    .trim()
    .replace(/[.!?]$/, "");
  if (sentence.length <= MAX) return sentence;
  const cut = sentence.lastIndexOf(",", MAX);
  if (cut > 20) return sentence.slice(0, cut);
  const space = sentence.lastIndexOf(" ", MAX - 1);
  return `${sentence.slice(0, space > 20 ? space : MAX - 1)}…`;
}

export function makeTitle(input: {
  title?: string;
  description?: string | null;
  type: PropertyType;
  place: string | null;
  rooms: number | null;
}): string {
  const given = input.title?.trim();
  if (given) return given; // cut to its limit by normalisation (limits.ts), which counts it
  if (input.description?.trim()) return firstClause(input.description.trim());
  const parts = [input.place ? `${TYPE_LABEL[input.type]} in ${input.place}` : TYPE_LABEL[input.type]];
  if (input.rooms) parts.push(`${input.rooms} bedroom${input.rooms === 1 ? "" : "s"}`);
  return parts.join(", ");
}
