// The words real feeds use for operation and property type, in Catalan, Spanish, French
// and English, folded (lower case, no accents, punctuation as spaces; see foldWords).
import type { Operation, PropertyType } from "@/lib/generated/prisma/client";
import { foldWords } from "@/lib/geo";
import { singularIn } from "./singular";

const TYPE_WORDS: Record<PropertyType, string[]> = {
  flat: ["pis", "piso", "apartament", "apartamento", "apartment", "appartement", "flat", "planta baixa", "planta baja", "bajo", "rez de chaussee", "ground floor", "entresol", "entresuelo", "condo", "condominium"],
  penthouse: ["atic", "atico", "attique", "penthouse", "sobreatic", "sobreatico", "atic duplex", "atico duplex", "golfes", "buhardilla", "mansarde"],
  duplex: ["duplex", "triplex"],
  studio: ["estudi", "estudio", "studio"],
  loft: ["loft"],
  house: ["casa", "house", "maison", "vivenda", "vivienda", "unifamiliar", "casa unifamiliar", "detached house", "bungalow"],
  chalet: ["xalet", "chalet", "villa", "casa aillada", "casa aislada", "detached villa", "xalet aillat", "chalet independiente", "torre"],
  townhouse: ["casa adossada", "casa adosada", "town house", "townhouse", "terraced house", "maison mitoyenne", "adossada", "adosada", "adossat", "adosado", "casa aparellada", "pareado", "chalet adosado", "xalet adossat", "chalet pareado", "maison de ville", "semi detached", "semi detached house"],
  farmhouse: ["borda", "masia", "cortal", "farmhouse", "finca rustica", "ferme", "mas", "country house", "cottage", "cabana", "cabane", "refugi", "refugio", "cabin"],
  room: ["habitacio", "habitacion", "room", "chambre"],
  land: ["terreny", "terreno", "solar", "parcela", "parcel la", "plot", "land", "terrain", "terrain a batir", "building plot"],
  parking: ["garatge", "garaje", "garage", "parking", "placa d aparcament", "placa aparcament", "plaza de garaje", "plaza de parking", "aparcament", "aparcamiento", "parking space", "place de parking", "box", "parquing", "placa de parquing", "placa parquing", "plaza de aparcamiento"],
  commercial: ["local", "local comercial", "local commercial", "commercial", "commercial premises", "botiga", "tienda", "shop", "retail", "commerce", "boutique", "restaurant", "restaurante", "bar", "cafeteria", "negoci", "negocio", "fons de comerc", "fonds de commerce", "business"],
  office: ["despatx", "oficina", "office", "bureau", "bureaux", "despacho", "oficines", "offices"],
  industrial: ["nau", "nau industrial", "nave", "nave industrial", "warehouse", "entrepot", "industrial", "hangar"],
  building: ["edifici", "edificio", "building", "immeuble", "bloc", "hotel", "batiment", "apartment building", "hostal"],
  storage: ["traster", "trastero", "storage", "storage room", "debarras", "cave", "magatzem", "almacen"],
  other: ["altres", "otros", "otro", "autre", "autres", "other", "others"],
};

/** A plural the list does not hold read as its singular ("Oficinas", "Locales", "Apartaments"). */
const singular = singularIn(new Set(Object.values(TYPE_WORDS).flat().flatMap((p) => p.split(" "))));

// Longest phrases first, so "casa adossada" beats "casa" and "local comercial" beats "local".
const TYPE_PHRASES: Array<[string[], PropertyType]> = Object.entries(TYPE_WORDS)
  .flatMap(([type, phrases]) => phrases.map((p) => [p.split(" "), type as PropertyType] as [string[], PropertyType]))
  .sort((a, b) => b[0].length - a[0].length);

/**
 * The property type a feed's type text names: the longest known phrase at the start of
 * the text, else anywhere in it; null when no known word occurs (caller counts it).
 */
export function typeFromText(text: string | null | undefined): PropertyType | null {
  const words = foldWords(text ?? "").map(singular);
  if (!words.length) return null;
  const at = (i: number, phrase: string[]) => phrase.every((w, k) => words[i + k] === w);
  for (const [phrase, type] of TYPE_PHRASES) if (at(0, phrase)) return type;
  for (let i = 1; i < words.length; i++) for (const [phrase, type] of TYPE_PHRASES) if (at(i, phrase)) return type;
  return null;
}

const OPERATION_WORDS: Array<[string, Operation]> = [
  ["lloguer de temporada", "seasonal_rent"],
  ["alquiler de temporada", "seasonal_rent"],
  ["location saisonniere", "seasonal_rent"],
  ["seasonal", "seasonal_rent"],
  ["temporada", "seasonal_rent"],
  ["week", "seasonal_rent"],
  ["weekly", "seasonal_rent"],
  ["night", "seasonal_rent"],
  ["nightly", "seasonal_rent"],
  ["holiday", "seasonal_rent"],
  ["holidays", "seasonal_rent"],
  ["vacation", "seasonal_rent"],
  ["vacances", "seasonal_rent"],
  ["vacaciones", "seasonal_rent"],
  ["sale", "sale"],
  ["sell", "sale"],
  ["venda", "sale"],
  ["venta", "sale"],
  ["vente", "sale"],
  ["compra", "sale"],
  ["buy", "sale"],
  ["month", "rent"],
  ["monthly", "rent"],
  ["rent", "rent"],
  ["rental", "rent"],
  ["lloguer", "rent"],
  ["alquiler", "rent"],
  ["location", "rent"],
  ["louer", "rent"],
  ["let", "rent"],
];

/** Operation from a price frequency or operation word; null when none is recognised. */
export function operationFromText(text: string | null | undefined): Operation | null {
  const folded = ` ${foldWords(text ?? "").join(" ")} `;
  for (const [phrase, op] of OPERATION_WORDS) if (folded.includes(` ${phrase} `)) return op;
  return null;
}
