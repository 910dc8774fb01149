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
  Lift: e("Ascensor", "Ascensor", "Ascenseur", "Lift", ["elevator", "elevador", "ascensor / muntacarregues", "muntacarregues", "montacargas"]),
  Parking: e("Aparcament", "Aparcamiento", "Parking", "Parking", ["garatge", "garaje", "garage", "plaça de garatge", "plaza de garaje", "place de parking", "parking space", "pàrquing", "plaça de pàrquing", "plaça d'aparcament", "plaza de aparcamiento", "plaza de parking", "garatge privat", "garaje privado", "aparcament privat", "parking privé", "private parking", "car park"]),
  "Closed garage": e("Box tancat", "Box cerrado", "Box fermé", "Closed garage", ["garatge tancat", "garaje cerrado", "garage fermé", "closed garage box", "garage box", "box"]),
  Terrace: e("Terrassa", "Terraza", "Terrasse", "Terrace", []),
  Balcony: e("Balcó", "Balcón", "Balcon", "Balcony", []),
  "Storage room": e("Traster", "Trastero", "Débarras", "Storage room", ["storage", "cave", "cellar", "celler", "bodega", "traster inclòs", "trastero incluido"]),
  Heating: e("Calefacció", "Calefacción", "Chauffage", "Heating", ["central heating", "calefacció central", "calefacción central", "chauffage central", "calefacció individual", "calefacción individual", "chauffage individuel", "individual heating", "calefacció de gasoil", "calefacción de gasoil", "chauffage au fioul"]),
  Appliances: e("Electrodomèstics", "Electrodomésticos", "Électroménager", "Appliances", []),
  Furnished: e("Moblat", "Amueblado", "Meublé", "Furnished", ["amoblat", "totalment moblat", "totalmente amueblado", "entièrement meublé", "fully furnished"]),
  Unfurnished: e("Sense mobles", "Sin amueblar", "Non meublé", "Unfurnished", ["sense moblar", "no amueblado", "vide"]),
  Pool: e("Piscina", "Piscina", "Piscine", "Pool", ["swimming pool", "piscina comunitària", "piscina comunitaria", "piscine commune", "piscine collective", "communal pool", "community pool", "piscina privada", "piscine privée", "private pool", "piscina climatitzada", "piscina climatizada", "piscine chauffée", "heated pool", "piscina coberta", "piscina cubierta", "piscine couverte", "indoor pool"]),
  Garden: e("Jardí", "Jardín", "Jardin", "Garden", ["jardí privat", "jardín privado", "jardin privatif", "jardin privé", "private garden", "jardí comunitari", "jardín comunitario", "communal garden"]),
  Views: e("Vistes", "Vistas", "Vues", "Views", ["vue", "vista", "vistes a la muntanya", "vistas a la montaña", "vue montagne", "vue sur la montagne", "vue sur les montagnes", "mountain views", "mountain view", "vistes panoràmiques", "vistas panorámicas", "vue panoramique", "panoramic views", "vistes espectaculars", "vistas espectaculares", "vue dégagée", "open views"]),
  Fireplace: e("Llar de foc", "Chimenea", "Cheminée", "Fireplace", ["xemeneia", "chimenea de leña", "wood burning fireplace"]),
  "Air conditioning": e("Aire condicionat", "Aire acondicionado", "Climatisation", "Air conditioning", ["a/a", "aire acondicionat", "aire condicionado", "climatització", "climatización", "air-conditioning", "air conditioner"]),
  "Underfloor heating": e("Terra radiant", "Suelo radiante", "Plancher chauffant", "Underfloor heating", ["calefacció per terra radiant", "calefacción por suelo radiante", "chauffage au sol"]),
  Sauna: e("Sauna", "Sauna", "Sauna", "Sauna", []),
  Gym: e("Gimnàs", "Gimnasio", "Salle de sport", "Gym", ["fitness", "salle de fitness"]),
  Concierge: e("Conserge", "Conserje", "Conciergerie", "Concierge", ["porter", "portero", "concierge", "conserjería", "consergeria", "porteria", "gardien"]),
  Entryphone: e("Porter automàtic", "Portero automático", "Interphone", "Entryphone", ["videoporter", "videoportero", "intercom", "vidéophone", "video entryphone", "interfono"]),
  "Built-in wardrobes": e("Armaris encastats", "Armarios empotrados", "Placards", "Built-in wardrobes", ["armaris", "placards intégrés", "armarios", "armoires encastrées", "fitted wardrobes"]),
  "Equipped kitchen": e("Cuina equipada", "Cocina equipada", "Cuisine équipée", "Equipped kitchen", ["fitted kitchen", "cuina moblada", "cocina amueblada", "cuisine aménagée", "fully fitted kitchen"]),
  Kitchen: e("Cuina", "Cocina", "Cuisine", "Kitchen", []),
  Sunny: e("Assolellat", "Soleado", "Ensoleillé", "Sunny", ["molt assolellat", "muy soleado", "très ensoleillé", "very sunny", "orientació sud", "orientación sur", "exposition sud", "south facing"]),
  Bright: e("Lluminós", "Luminoso", "Lumineux", "Bright", ["luminós", "molt lluminós", "muy luminoso", "très lumineux", "very bright"]),
  Exterior: e("Exterior", "Exterior", "Extérieur", "Exterior", []),
  "Double glazing": e("Vidres dobles", "Doble acristalamiento", "Double vitrage", "Double glazing", ["doble vidrio", "doble vidre", "climalit", "double glazed windows"]),
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
  "Security door": e("Porta blindada", "Puerta blindada", "Porte blindée", "Security door", ["armoured door", "reinforced door"]),
  "Parquet floors": e("Parquet", "Parquet", "Parquet", "Parquet floors", ["terra de parquet", "suelo de parquet", "parquet flooring", "wooden floors"]),
  Renovated: e("Reformat", "Reformado", "Rénové", "Renovated", ["totalment reformat", "totalmente reformado", "entièrement rénové", "fully renovated", "refurbished"]),
  "New build": e("Obra nova", "Obra nueva", "Neuf", "New build", ["nova construcció", "nueva construcción", "construction neuve", "new construction", "a estrenar", "per estrenar"]),
  "Pets allowed": e("S'accepten animals", "Se aceptan mascotas", "Animaux acceptés", "Pets allowed", ["se aceptan animales", "admet animals", "animals permesos", "animaux admis", "pet friendly"]),
  "Wheelchair accessible": e("Adaptat per a minusvàlids", "Adaptado para minusválidos", "Accessible PMR", "Wheelchair accessible", ["adaptat per a persones amb mobilitat reduïda", "adaptado para personas con movilidad reducida", "accès handicapé", "accessible", "accesible"]),
  "Ski room": e("Guarda-esquís", "Guardaesquís", "Local à skis", "Ski room", ["ski locker", "casier à skis"]),
  Jacuzzi: e("Jacuzzi", "Jacuzzi", "Jacuzzi", "Jacuzzi", ["hidromassatge", "hidromasaje", "bain à remous", "hot tub", "whirlpool"]),
  Solarium: e("Solàrium", "Solárium", "Solarium", "Solarium", []),
  Barbecue: e("Barbacoa", "Barbacoa", "Barbecue", "Barbecue", ["bbq"]),
};

/** The feature's name in `locale`; unknown features as stored. */
export function featureLabel(feature: string, locale: Locale): string {
  return FEATURES[feature]?.label[locale] ?? feature;
}
