// Feature vocabulary: each canonical feature with the words feeds use for it in Catalan,
// Spanish, French and English (matched accent- and case-insensitively, whole phrase), and
// its label in each of the site's languages. Canonical features are stored and served by
// the API in English; the site shows them in the reader's language. Features no entry
// knows are kept as the feed wrote them.
import type { Locale } from "@/lib/i18n/locales";

type Entry = { words: string[]; label: Record<Locale, string> };
const e = (ca: string, es: string, fr: string, en: string, words: string[]): Entry => ({ words: [ca, es, fr, en, ...words], label: { ca, es, fr, en } });

/** Keyed by the canonical (English) label. */
export const FEATURES: Record<string, Entry> = {
  Lift: e("Ascensor", "Ascensor", "Ascenseur", "Lift", ["elevator", "ascensor / muntacarregues", "muntacarregues", "montacargas"]),
  Parking: e("Aparcament", "Aparcamiento", "Parking", "Parking", ["garatge", "garaje", "garage", "plaça de garatge", "plaza de garaje", "place de parking", "parking space"]),
  "Closed garage": e("Box tancat", "Box cerrado", "Box fermé", "Closed garage", ["garatge tancat", "garaje cerrado", "garage fermé", "closed garage box"]),
  Terrace: e("Terrassa", "Terraza", "Terrasse", "Terrace", []),
  Balcony: e("Balcó", "Balcón", "Balcon", "Balcony", []),
  "Storage room": e("Traster", "Trastero", "Débarras", "Storage room", ["storage", "cave"]),
  Heating: e("Calefacció", "Calefacción", "Chauffage", "Heating", ["central heating"]),
  Appliances: e("Electrodomèstics", "Electrodomésticos", "Électroménager", "Appliances", []),
  Furnished: e("Moblat", "Amueblado", "Meublé", "Furnished", ["amoblat"]),
  Pool: e("Piscina", "Piscina", "Piscine", "Pool", ["swimming pool"]),
  Garden: e("Jardí", "Jardín", "Jardin", "Garden", []),
  Views: e("Vistes", "Vistas", "Vues", "Views", ["vue", "vista"]),
  Fireplace: e("Llar de foc", "Chimenea", "Cheminée", "Fireplace", []),
  "Air conditioning": e("Aire condicionat", "Aire acondicionado", "Climatisation", "Air conditioning", []),
  Sauna: e("Sauna", "Sauna", "Sauna", "Sauna", []),
  Gym: e("Gimnàs", "Gimnasio", "Salle de sport", "Gym", []),
  Concierge: e("Conserge", "Conserje", "Conciergerie", "Concierge", ["porter", "portero", "concierge"]),
  Entryphone: e("Porter automàtic", "Portero automático", "Interphone", "Entryphone", ["videoporter", "videoportero", "intercom"]),
  "Built-in wardrobes": e("Armaris encastats", "Armarios empotrados", "Placards", "Built-in wardrobes", ["armaris", "placards intégrés"]),
  "Equipped kitchen": e("Cuina equipada", "Cocina equipada", "Cuisine équipée", "Equipped kitchen", ["fitted kitchen"]),
  Kitchen: e("Cuina", "Cocina", "Cuisine", "Kitchen", []),
  Sunny: e("Assolellat", "Soleado", "Ensoleillé", "Sunny", []),
  "Double glazing": e("Vidres dobles", "Doble acristalamiento", "Double vitrage", "Double glazing", ["doble vidrio", "doble vidre"]),
  "En-suite bedroom": e("Habitació suite", "Habitación suite", "Suite parentale", "En-suite bedroom", ["en suite"]),
  "Laundry room": e("Safareig", "Lavadero", "Buanderie", "Laundry room", ["laundry"]),
  Dishwasher: e("Rentavaixelles", "Lavavajillas", "Lave-vaisselle", "Dishwasher", []),
  "Washing machine": e("Rentadora", "Lavadora", "Lave-linge", "Washing machine", []),
  "Central location": e("Cèntric", "Céntrico", "Central", "Central location", ["centrico"]),
  "Shop window": e("Aparador", "Escaparate", "Vitrine", "Shop window", []),
  "Smoke outlet": e("Sortida de fums", "Salida de humos", "Extraction de fumée", "Smoke outlet", []),
  "Ground floor": e("Planta baixa", "Planta baja", "Rez-de-chaussée", "Ground floor", []),
  Paved: e("Asfaltat", "Asfaltado", "Goudronné", "Paved", []),
  TV: e("TV", "TV", "TV", "TV", ["television", "televisio", "televisión"]),
  Mezzanine: e("Altell", "Altillo", "Mezzanine", "Mezzanine", []),
  "Smokers allowed": e("Apte per fumadors", "Apto para fumadores", "Fumeurs acceptés", "Smokers allowed", []),
  Internet: e("Internet", "Internet", "Internet", "Internet", ["internet - wifi", "wifi", "wi-fi"]),
  Arable: e("Cultivable", "Cultivable", "Cultivable", "Arable", []),
  Buildable: e("Edificable", "Edificable", "Constructible", "Buildable", []),
  Alarm: e("Alarma", "Alarma", "Alarme", "Alarm", ["alarm system", "sistema d'alarma"]),
};

/** The feature's name in `locale`; unknown features as stored. */
export function featureLabel(feature: string, locale: Locale): string {
  return FEATURES[feature]?.label[locale] ?? feature;
}
