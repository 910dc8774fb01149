// The simulated portals of the demo and benchmark, and how each writes an advert: its
// language's words for types and features, and its description template.
import type { PropertyType } from "@/lib/generated/prisma/client";
import { featureLabel } from "@/lib/domain/feature-labels";

export type Lang = "ca" | "es" | "fr" | "en";

export type Portal = {
  id: string;
  name: string;
  host: string;
  lang: Lang;
  carries: number;
  photoStyle: "camera" | "hash";
};

export const DEMO_PORTALS: readonly Portal[] = [
  {
    id: "finques-andorra",
    name: "Finques Andorra (demo)",
    host: "finques-andorra.example",
    lang: "ca",
    carries: 0.55,
    photoStyle: "camera",
  },
  {
    id: "pisos-pirineu",
    name: "Pisos Pirineu (demo)",
    host: "pisos-pirineu.example",
    lang: "es",
    carries: 0.45,
    photoStyle: "hash",
  },
  {
    id: "immo-andorre",
    name: "Immo Andorre (demo)",
    host: "immo-andorre.example",
    lang: "fr",
    carries: 0.3,
    photoStyle: "hash",
  },
  {
    id: "andorra-homes",
    name: "Andorra Homes (demo)",
    host: "andorra-homes.example",
    lang: "en",
    carries: 0.35,
    photoStyle: "camera",
  },
];

const TYPE_WORDS: Record<Lang, Partial<Record<PropertyType, string>>> = {
  ca: {
    flat: "Pis",
    penthouse: "Àtic",
    duplex: "Dúplex",
    studio: "Estudi",
    loft: "Loft",
    house: "Casa",
    chalet: "Xalet",
    townhouse: "Casa adossada",
    farmhouse: "Borda",
    land: "Terreny",
    parking: "Plaça d'aparcament",
    commercial: "Local comercial",
    office: "Despatx",
    industrial: "Nau industrial",
    building: "Edifici",
    storage: "Traster",
    room: "Habitació",
    other: "Altres",
  },
  es: {
    flat: "Piso",
    penthouse: "Ático",
    duplex: "Dúplex",
    studio: "Estudio",
    loft: "Loft",
    house: "Casa",
    chalet: "Chalet",
    townhouse: "Casa adosada",
    farmhouse: "Borda",
    land: "Terreno",
    parking: "Plaza de garaje",
    commercial: "Local comercial",
    office: "Oficina",
    industrial: "Nave industrial",
    building: "Edificio",
    storage: "Trastero",
    room: "Habitación",
    other: "Otros",
  },
  fr: {
    flat: "Appartement",
    penthouse: "Attique",
    duplex: "Duplex",
    studio: "Studio",
    loft: "Loft",
    house: "Maison",
    chalet: "Chalet",
    townhouse: "Maison mitoyenne",
    farmhouse: "Borda",
    land: "Terrain",
    parking: "Parking",
    commercial: "Local commercial",
    office: "Bureau",
    industrial: "Entrepôt",
    building: "Immeuble",
    storage: "Débarras",
    room: "Chambre",
    other: "Autre",
  },
  en: {
    flat: "Apartment",
    penthouse: "Penthouse",
    duplex: "Duplex",
    studio: "Studio",
    loft: "Loft",
    house: "House",
    chalet: "Villa",
    townhouse: "Town House",
    farmhouse: "Farmhouse",
    land: "Plot",
    parking: "Parking space",
    commercial: "Commercial premises",
    office: "Office",
    industrial: "Warehouse",
    building: "Building",
    storage: "Storage Room",
    room: "Room",
    other: "Other",
  },
};

const FEATURE_WORDS: Record<Lang, Record<string, string>> = {
  ca: {
    Lift: "Ascensor",
    Parking: "Garatge",
    Terrace: "Terrassa",
    Balcony: "Balcó",
    "Storage room": "Traster",
    Heating: "Calefacció",
    Appliances: "Electrodomèstics",
    Furnished: "Moblat",
    Views: "Vistes",
  },
  es: {
    Lift: "Ascensor",
    Parking: "Garaje",
    Terrace: "Terraza",
    Balcony: "Balcón",
    "Storage room": "Trastero",
    Heating: "Calefacción",
    Appliances: "Electrodomésticos",
    Furnished: "Amueblado",
    Views: "Vistas",
  },
  fr: {
    Lift: "Ascenseur",
    Parking: "Garage",
    Terrace: "Terrasse",
    Balcony: "Balcon",
    "Storage room": "Débarras",
    Heating: "Chauffage",
    Appliances: "Électroménager",
    Furnished: "Meublé",
    Views: "Vues",
  },
  en: {
    Lift: "Lift",
    Parking: "Parking",
    Terrace: "Terrace",
    Balcony: "Balcony",
    "Storage room": "Storage",
    Heating: "Heating",
    Appliances: "Appliances",
    Furnished: "Furnished",
    Views: "Views",
  },
};

export function typeWord(lang: Lang, type: PropertyType): string {
  return TYPE_WORDS[lang][type] ?? TYPE_WORDS[lang].other!;
}

/**
 * A feature as the portal writes it: the portal's own wording where it has one (a synonym
 * the vocabulary must recognise), else the vocabulary's label in the portal's language, so
 * a French portal writes "cuisine équipée", not "equipped kitchen".
 */
export function featureWord(lang: Lang, label: string): string {
  return FEATURE_WORDS[lang][label] ?? featureLabel(label, lang);
}

/** A plain description in the portal's language, as agencies' feeds tend to write them. */
export function describe(
  lang: Lang,
  p: { typeWord: string; town: string; rooms: number | null; surface: number | null; features: string[] },
): string {
  const at = { ca: "a", es: "en", fr: "à", en: "in" }[lang];
  const bedrooms = { ca: "habitacions", es: "habitaciones", fr: "chambres", en: "bedrooms" }[lang];
  const withWord = { ca: "amb", es: "con", fr: "avec", en: "with" }[lang];
  const parts = [`${p.typeWord} ${at} ${p.town}`];
  if (p.rooms) parts.push(`${p.rooms} ${bedrooms}`);
  if (p.surface) parts.push(`${p.surface} m²`);
  const text = parts.join(", ");
  return p.features.length ? `${text}, ${withWord} ${p.features.map((f) => f.toLowerCase()).join(", ")}.` : `${text}.`;
}
