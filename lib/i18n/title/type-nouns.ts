// Each property type as the noun that starts a generated title, with its grammatical
// gender (adjectives agree with it: "Pis moblat", "Casa moblada", "Maison meublée").
// The site's `type.*` messages are labels ("Altres", "Other"); a title needs a noun
// that can carry "de 3 habitacions", so "other" reads "Immoble" / "Property".
import type { PropertyTypeId } from "@/lib/domain/vocabulary";
import type { Locale } from "../locales";

export type Gender = "m" | "f";
export type TypeNoun = { noun: string; gender: Gender };

const n = (noun: string, gender: Gender = "m"): TypeNoun => ({ noun, gender });

export const TYPE_NOUNS: Record<Locale, Record<PropertyTypeId, TypeNoun>> = {
  ca: {
    flat: n("Pis"),
    penthouse: n("Àtic"),
    duplex: n("Dúplex"),
    studio: n("Estudi"),
    loft: n("Loft"),
    house: n("Casa", "f"),
    chalet: n("Xalet"),
    townhouse: n("Casa adossada", "f"),
    farmhouse: n("Borda", "f"),
    room: n("Habitació", "f"),
    land: n("Terreny"),
    parking: n("Plaça d'aparcament", "f"),
    commercial: n("Local comercial"),
    office: n("Oficina", "f"),
    industrial: n("Nau industrial", "f"),
    building: n("Edifici"),
    storage: n("Traster"),
    other: n("Immoble"),
  },
  es: {
    flat: n("Piso"),
    penthouse: n("Ático"),
    duplex: n("Dúplex"),
    studio: n("Estudio"),
    loft: n("Loft"),
    house: n("Casa", "f"),
    chalet: n("Chalé"),
    townhouse: n("Casa adosada", "f"),
    farmhouse: n("Borda", "f"),
    room: n("Habitación", "f"),
    land: n("Terreno"),
    parking: n("Plaza de aparcamiento", "f"),
    commercial: n("Local comercial"),
    office: n("Oficina", "f"),
    industrial: n("Nave industrial", "f"),
    building: n("Edificio"),
    storage: n("Trastero"),
    other: n("Inmueble"),
  },
  fr: {
    flat: n("Appartement"),
    penthouse: n("Attique"),
    duplex: n("Duplex"),
    studio: n("Studio"),
    loft: n("Loft"),
    house: n("Maison", "f"),
    chalet: n("Chalet"),
    townhouse: n("Maison mitoyenne", "f"),
    farmhouse: n("Borda", "f"),
    room: n("Chambre", "f"),
    land: n("Terrain"),
    parking: n("Place de parking", "f"),
    commercial: n("Local commercial"),
    office: n("Bureau"),
    industrial: n("Local industriel"),
    building: n("Immeuble"),
    storage: n("Débarras"),
    other: n("Bien"),
  },
  en: {
    flat: n("flat"),
    penthouse: n("penthouse"),
    duplex: n("duplex"),
    studio: n("studio"),
    loft: n("loft"),
    house: n("house"),
    chalet: n("chalet"),
    townhouse: n("townhouse"),
    farmhouse: n("farmhouse"),
    room: n("room"),
    land: n("plot of land"),
    parking: n("parking space"),
    commercial: n("commercial premises"),
    office: n("office"),
    industrial: n("industrial unit"),
    building: n("building"),
    storage: n("storage room"),
    other: n("property"),
  },
};

/** "Furnished", agreeing with the noun. */
export const FURNISHED: Record<Locale, Record<Gender, string>> = {
  ca: { m: "moblat", f: "moblada" },
  es: { m: "amueblado", f: "amueblada" },
  fr: { m: "meublé", f: "meublée" },
  en: { m: "furnished", f: "furnished" },
};

/** "In Andorra", for a home with no known town or parish (French: "en" before a country). */
export const IN_COUNTRY: Record<Locale, string> = {
  ca: "a Andorra",
  es: "en Andorra",
  fr: "en Andorre",
  en: "in Andorra",
};
