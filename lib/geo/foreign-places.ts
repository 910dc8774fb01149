// Places across the border that Andorran agencies also sell in (the Alt Urgell, the
// Cerdanya, the Ariège) and the cities buyers come from. An advert with no coordinates,
// no Andorran town or parish, and a town field naming one of these is outside Andorra:
// "La Seu d'Urgell" with `<province>Andorra</province>` (the agency's province, not the
// home's) used to be kept with no location at all.
import { placeKey, placeParts } from "./place-names";

const FOREIGN = [
  // Spain: Alt Urgell, Cerdanya, Pallars, Val d'Aran, and the nearest cities.
  "La Seu d'Urgell",
  "Seo de Urgel",
  "Anserall",
  "Alàs",
  "Alàs i Cerc",
  "Arsèguel",
  "Bellver de Cerdanya",
  "Cava",
  "Castellbò",
  "Estamariu",
  "Montferrer",
  "Montferrer i Castellbò",
  "Organyà",
  "Oliana",
  "Os de Civís",
  "Ribera d'Urgellet",
  "Les Valls de Valira",
  "Arcavell",
  "Farga de Moles",
  "Sant Joan Fumat",
  "Puigcerdà",
  "Llívia",
  "Alp",
  "La Molina",
  "Bolvir",
  "Das",
  "Ger",
  "Isòvol",
  "Meranges",
  "Prats i Sansor",
  "Guils de Cerdanya",
  "Martinet",
  "Sort",
  "Rialp",
  "Esterri d'Àneu",
  "Tremp",
  "La Pobla de Segur",
  "Vielha",
  "Vielha e Mijaran",
  "Baqueira",
  "Lleida",
  "Lérida",
  "Barcelona",
  "Girona",
  "Tarragona",
  "Manresa",
  // France: Ariège and the Pyrénées-Orientales border, and the nearest cities.
  "Porté-Puymorens",
  "Porta",
  "L'Hospitalet-près-l'Andorre",
  "Ax-les-Thermes",
  "Tarascon-sur-Ariège",
  "Foix",
  "Pamiers",
  "Bourg-Madame",
  "Font-Romeu",
  "Font-Romeu-Odeillo-Via",
  "Latour-de-Carol",
  "Enveitg",
  "Saillagouse",
  "Osséja",
  "Les Angles",
  "Mont-Louis",
  "Perpignan",
  "Toulouse",
  "Carcassonne",
];
const KEYS = new Set(FOREIGN.map(placeKey));

/** True when a town text names a known place outside Andorra, alone or with its postcode or country. */
export function isForeignPlace(text: string | null | undefined): boolean {
  if (!text) return false;
  const bare = text.replace(/\b\d{5}\b/g, ""); // a French or Spanish postcode names no place
  return [bare, ...placeParts(bare)].some((part) => KEYS.has(placeKey(part)));
}
