// The pictogram of a property's type on its location picture: a dozen simple shapes drawn
// on a 24 × 24 grid (strokes, no fill), so the picture says "a flat here" or "a plot here".
export const PICTOGRAMS = {
  // A block of flats: tall outline with rows of windows.
  flat: "M6 21V4h12v17M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3M4 21h16",
  // A house: roof and walls, a door.
  house: "M3 11l9-7 9 7M5 9.5V21h14V9.5M10 21v-6h4v6",
  // Land: a plot boundary with a tree.
  land: "M3 20h18M3 20l3-6h12l3 6M12 14V9M9 9a3 3 0 1 1 6 0a3 3 0 1 1-6 0",
  // Parking: the P sign.
  parking: "M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3",
  // Shop: awning over a shop front.
  commercial: "M3 9l2-5h14l2 5M3 9h18M3 9a3 3 0 0 0 6 0a3 3 0 0 0 6 0a3 3 0 0 0 6 0M5 12v9h14v-9M10 21v-5h4v5",
  // Office: a briefcase.
  office: "M3 8h18v12H3zM9 8V5h6v3M3 13h18",
  // Industrial: a saw-tooth roofed hall with a chimney.
  industrial: "M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17zM3 21h18",
  // A whole building: several storeys, wider.
  building: "M4 21V3h16v18M8 6h2M14 6h2M8 10h2M14 10h2M8 14h2M14 14h2M10 21v-4h4v4",
  // Storage: a box.
  storage: "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
  // A room: a bed.
  room: "M3 19V6M3 14h18v5M21 14v-2a3 3 0 0 0-3-3h-7v5M6 11a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0",
  // Anything else: a map pin.
  other: "M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM10 9a2 2 0 1 0 4 0a2 2 0 1 0-4 0",
} as const;

export type Pictogram = keyof typeof PICTOGRAMS;

const BY_TYPE: Record<string, Pictogram> = {
  flat: "flat",
  penthouse: "flat",
  duplex: "flat",
  studio: "flat",
  loft: "flat",
  house: "house",
  chalet: "house",
  townhouse: "house",
  farmhouse: "house",
  land: "land",
  parking: "parking",
  commercial: "commercial",
  office: "office",
  industrial: "industrial",
  building: "building",
  storage: "storage",
  room: "room",
};

/** The pictogram of a property type (the API's `type`); unknown types get the pin. */
export function pictogramFor(type: string): Pictogram {
  return BY_TYPE[type] ?? "other";
}
