// Each canonical feature's label in the site's languages. Canonical features are stored and
// served by the API in English (the key); the site shows them in the reader's language.
// Ingestion also reads these labels as words that name the feature
// (lib/ingest/normalise/feature-vocabulary.ts).
import type { Locale } from "./locales";

const l = (ca: string, es: string, fr: string, en: string): Record<Locale, string> => ({ ca, es, fr, en });

/** Keyed by the canonical (English) label. */
export const FEATURE_LABELS: Record<string, Record<Locale, string>> = {
  Lift: l("Ascensor", "Ascensor", "Ascenseur", "Lift"),
  Parking: l("Aparcament", "Aparcamiento", "Parking", "Parking"),
  "Closed garage": l("Box tancat", "Box cerrado", "Box fermé", "Closed garage"),
  Terrace: l("Terrassa", "Terraza", "Terrasse", "Terrace"),
  Balcony: l("Balcó", "Balcón", "Balcon", "Balcony"),
  "Storage room": l("Traster", "Trastero", "Débarras", "Storage room"),
  Heating: l("Calefacció", "Calefacción", "Chauffage", "Heating"),
  Appliances: l("Electrodomèstics", "Electrodomésticos", "Électroménager", "Appliances"),
  Furnished: l("Moblat", "Amueblado", "Meublé", "Furnished"),
  Unfurnished: l("Sense mobles", "Sin amueblar", "Non meublé", "Unfurnished"),
  Pool: l("Piscina", "Piscina", "Piscine", "Pool"),
  Garden: l("Jardí", "Jardín", "Jardin", "Garden"),
  Views: l("Vistes", "Vistas", "Vues", "Views"),
  Fireplace: l("Llar de foc", "Chimenea", "Cheminée", "Fireplace"),
  "Air conditioning": l("Aire condicionat", "Aire acondicionado", "Climatisation", "Air conditioning"),
  "Underfloor heating": l("Terra radiant", "Suelo radiante", "Plancher chauffant", "Underfloor heating"),
  Sauna: l("Sauna", "Sauna", "Sauna", "Sauna"),
  Gym: l("Gimnàs", "Gimnasio", "Salle de sport", "Gym"),
  Concierge: l("Conserge", "Conserje", "Conciergerie", "Concierge"),
  Entryphone: l("Porter automàtic", "Portero automático", "Interphone", "Entryphone"),
  "Built-in wardrobes": l("Armaris encastats", "Armarios empotrados", "Placards", "Built-in wardrobes"),
  "Equipped kitchen": l("Cuina equipada", "Cocina equipada", "Cuisine équipée", "Equipped kitchen"),
  Kitchen: l("Cuina", "Cocina", "Cuisine", "Kitchen"),
  Sunny: l("Assolellat", "Soleado", "Ensoleillé", "Sunny"),
  Bright: l("Lluminós", "Luminoso", "Lumineux", "Bright"),
  Exterior: l("Exterior", "Exterior", "Extérieur", "Exterior"),
  "Double glazing": l("Vidres dobles", "Doble acristalamiento", "Double vitrage", "Double glazing"),
  "En-suite bedroom": l("Habitació suite", "Habitación suite", "Suite parentale", "En-suite bedroom"),
  "Laundry room": l("Safareig", "Lavadero", "Buanderie", "Laundry room"),
  Dishwasher: l("Rentavaixelles", "Lavavajillas", "Lave-vaisselle", "Dishwasher"),
  "Washing machine": l("Rentadora", "Lavadora", "Lave-linge", "Washing machine"),
  "Central location": l("Cèntric", "Céntrico", "Central", "Central location"),
  "Shop window": l("Aparador", "Escaparate", "Vitrine", "Shop window"),
  "Smoke outlet": l("Sortida de fums", "Salida de humos", "Extraction de fumée", "Smoke outlet"),
  "Ground floor": l("Planta baixa", "Planta baja", "Rez-de-chaussée", "Ground floor"),
  Paved: l("Asfaltat", "Asfaltado", "Goudronné", "Paved"),
  TV: l("TV", "TV", "TV", "TV"),
  Mezzanine: l("Altell", "Altillo", "Mezzanine", "Mezzanine"),
  "Smokers allowed": l("Apte per fumadors", "Apto para fumadores", "Fumeurs acceptés", "Smokers allowed"),
  Internet: l("Internet", "Internet", "Internet", "Internet"),
  Arable: l("Cultivable", "Cultivable", "Cultivable", "Arable"),
  Buildable: l("Edificable", "Edificable", "Constructible", "Buildable"),
  Alarm: l("Alarma", "Alarma", "Alarme", "Alarm"),
  "Security door": l("Porta blindada", "Puerta blindada", "Porte blindée", "Security door"),
  "Parquet floors": l("Parquet", "Parquet", "Parquet", "Parquet floors"),
  Renovated: l("Reformat", "Reformado", "Rénové", "Renovated"),
  "New build": l("Obra nova", "Obra nueva", "Neuf", "New build"),
  "Pets allowed": l("S'accepten animals", "Se aceptan mascotas", "Animaux acceptés", "Pets allowed"),
  "Wheelchair accessible": l(
    "Adaptat per a minusvàlids",
    "Adaptado para minusválidos",
    "Accessible PMR",
    "Wheelchair accessible",
  ),
  "Ski room": l("Guarda-esquís", "Guardaesquís", "Local à skis", "Ski room"),
  Jacuzzi: l("Jacuzzi", "Jacuzzi", "Jacuzzi", "Jacuzzi"),
  Solarium: l("Solàrium", "Solárium", "Solarium", "Solarium"),
  Barbecue: l("Barbacoa", "Barbacoa", "Barbecue", "Barbecue"),
};

/** The feature's name in `locale`; unknown features as stored. */
export function featureLabel(feature: string, locale: Locale): string {
  return FEATURE_LABELS[feature]?.[locale] ?? feature;
}
