// Feature words in ca/es/fr/en mapped to one English label, so that the union of an
// advert's features across sources does not list "Ascensor", "Ascenseur" and "Lift".
import { foldWords } from "@/lib/geo";

const FEATURE_WORDS: Record<string, string[]> = {
  Lift: ["ascensor", "ascenseur", "lift", "elevator"],
  Parking: ["garatge", "garaje", "garage", "parking", "aparcament", "aparcamiento", "plaça de garatge", "plaza de garaje", "place de parking", "parking space"],
  Terrace: ["terrassa", "terraza", "terrasse", "terrace"],
  Balcony: ["balco", "balcon", "balcony"],
  "Storage room": ["traster", "trastero", "debarras", "storage", "storage room", "cave"],
  Heating: ["calefaccio", "calefaccion", "chauffage", "heating", "central heating"],
  Appliances: ["electrodomestics", "electrodomesticos", "electromenager", "appliances"],
  Furnished: ["moblat", "amueblado", "meuble", "furnished", "amoblat"],
  Pool: ["piscina", "piscine", "pool", "swimming pool"],
  Garden: ["jardi", "jardin", "garden"],
  Views: ["vistes", "vistas", "vues", "views", "vue", "vista"],
  Fireplace: ["llar de foc", "chimenea", "cheminee", "fireplace"],
  "Air conditioning": ["aire condicionat", "aire acondicionado", "climatisation", "air conditioning"],
  Sauna: ["sauna"],
  Gym: ["gimnas", "gimnasio", "salle de sport", "gym"],
  Concierge: ["porter", "conserge", "portero", "conciergerie", "concierge"],
};

const LABEL_BY_KEY = new Map<string, string>();
for (const [label, words] of Object.entries(FEATURE_WORDS)) {
  for (const w of words) LABEL_BY_KEY.set(foldWords(w).join(" "), label);
}

/** Canonical labels, de-duplicated, in first-seen order; unknown features kept as written. */
export function normaliseFeatures(features: readonly string[] | undefined): string[] {
  const out = new Set<string>();
  for (const raw of features ?? []) {
    const text = raw.trim().replace(/\s+/g, " ");
    if (!text) continue;
    const label = LABEL_BY_KEY.get(foldWords(text).join(" "));
    out.add(label ?? text.charAt(0).toUpperCase() + text.slice(1));
  }
  return [...out];
}
