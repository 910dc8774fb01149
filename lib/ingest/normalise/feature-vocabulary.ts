// Feature vocabulary: each canonical feature with the words feeds use for it in Catalan,
// Spanish, French and English (matched accent- and case-insensitively, whole phrase): its
// labels in the site's languages (lib/i18n/feature-labels.ts) and the other words below.
// Features no entry knows are kept as the feed wrote them.
import { FEATURE_LABELS } from "@/lib/i18n/feature-labels";
import type { Locale } from "@/lib/i18n/locales";

type Entry = { words: string[]; label: Record<Locale, string> };

/** Words beyond the labels, keyed by the canonical (English) label. */
const OTHER_WORDS: Record<string, string[]> = {
  Lift: ["elevator", "elevador", "ascensor / muntacarregues", "muntacarregues", "montacargas"],
  Parking: ["garatge", "garaje", "garage", "plaça de garatge", "plaza de garaje", "place de parking", "parking space", "pàrquing", "plaça de pàrquing", "plaça d'aparcament", "plaza de aparcamiento", "plaza de parking", "garatge privat", "garaje privado", "aparcament privat", "parking privé", "private parking", "car park"],
  "Closed garage": ["garatge tancat", "garaje cerrado", "garage fermé", "closed garage box", "garage box", "box"],
  "Storage room": ["storage", "cave", "cellar", "celler", "bodega", "traster inclòs", "trastero incluido"],
  Heating: ["central heating", "calefacció central", "calefacción central", "chauffage central", "calefacció individual", "calefacción individual", "chauffage individuel", "individual heating", "calefacció de gasoil", "calefacción de gasoil", "chauffage au fioul"],
  Furnished: ["amoblat", "totalment moblat", "totalmente amueblado", "entièrement meublé", "fully furnished"],
  Unfurnished: ["sense moblar", "no amueblado", "vide"],
  Pool: ["swimming pool", "piscina comunitària", "piscina comunitaria", "piscine commune", "piscine collective", "communal pool", "community pool", "piscina privada", "piscine privée", "private pool", "piscina climatitzada", "piscina climatizada", "piscine chauffée", "heated pool", "piscina coberta", "piscina cubierta", "piscine couverte", "indoor pool"],
  Garden: ["jardí privat", "jardín privado", "jardin privatif", "jardin privé", "private garden", "jardí comunitari", "jardín comunitario", "communal garden"],
  Views: ["vue", "vista", "vistes a la muntanya", "vistas a la montaña", "vue montagne", "vue sur la montagne", "vue sur les montagnes", "mountain views", "mountain view", "vistes panoràmiques", "vistas panorámicas", "vue panoramique", "panoramic views", "vistes espectaculars", "vistas espectaculares", "vue dégagée", "open views"],
  Fireplace: ["xemeneia", "chimenea de leña", "wood burning fireplace"],
  "Air conditioning": ["a/a", "aire acondicionat", "aire condicionado", "climatització", "climatización", "air-conditioning", "air conditioner"],
  "Underfloor heating": ["calefacció per terra radiant", "calefacción por suelo radiante", "chauffage au sol"],
  Gym: ["fitness", "salle de fitness"],
  Concierge: ["porter", "portero", "concierge", "conserjería", "consergeria", "porteria", "gardien"],
  Entryphone: ["videoporter", "videoportero", "intercom", "vidéophone", "video entryphone", "interfono"],
  "Built-in wardrobes": ["armaris", "placards intégrés", "armarios", "armoires encastrées", "fitted wardrobes"],
  "Equipped kitchen": ["fitted kitchen", "cuina moblada", "cocina amueblada", "cuisine aménagée", "fully fitted kitchen"],
  Sunny: ["molt assolellat", "muy soleado", "très ensoleillé", "very sunny", "orientació sud", "orientación sur", "exposition sud", "south facing"],
  Bright: ["luminós", "molt lluminós", "muy luminoso", "très lumineux", "very bright"],
  "Double glazing": ["doble vidrio", "doble vidre", "climalit", "double glazed windows"],
  "En-suite bedroom": ["en suite"],
  "Laundry room": ["laundry"],
  "Central location": ["centrico"],
  TV: ["television", "televisio", "televisión"],
  Internet: ["internet - wifi", "wifi", "wi-fi"],
  Alarm: ["alarm system", "sistema d'alarma"],
  "Security door": ["armoured door", "reinforced door"],
  "Parquet floors": ["terra de parquet", "suelo de parquet", "parquet flooring", "wooden floors"],
  Renovated: ["totalment reformat", "totalmente reformado", "entièrement rénové", "fully renovated", "refurbished"],
  "New build": ["nova construcció", "nueva construcción", "construction neuve", "new construction", "a estrenar", "per estrenar"],
  "Pets allowed": ["se aceptan animales", "admet animals", "animals permesos", "animaux admis", "pet friendly"],
  "Wheelchair accessible": ["adaptat per a persones amb mobilitat reduïda", "adaptado para personas con movilidad reducida", "accès handicapé", "accessible", "accesible"],
  "Ski room": ["ski locker", "casier à skis"],
  Jacuzzi: ["hidromassatge", "hidromasaje", "bain à remous", "hot tub", "whirlpool"],
  Barbecue: ["bbq"],
};

/** Keyed by the canonical (English) label. */
export const FEATURES: Record<string, Entry> = Object.fromEntries(
  Object.entries(FEATURE_LABELS).map(([key, label]) => [
    key,
    { words: [label.ca, label.es, label.fr, label.en, ...(OTHER_WORDS[key] ?? [])], label },
  ]),
);
