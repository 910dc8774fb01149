// The few words text-facts.ts needs to read a floor, a door or block, and a building or
// street name out of an advert's free text, in the languages adverts of Andorra come in
// (Catalan, Spanish, French, English, Portuguese) plus Italian and German. Words are
// folded (lower case, no accents), as text-facts.ts folds the text. General vocabulary,
// not phrases of any one feed: a new source's wording should be read the same way.

/** Words for the storey a unit is on. "pis"/"piso" also mean "flat", so they need an ordinal (see text-facts.ts). */
export const FLOOR_WORDS = new Set([
  "planta",
  "pis",
  "piso",
  "etage",
  "floor",
  "storey",
  "story",
  "andar",
  "piano",
  "stock",
  "stockwerk",
  "obergeschoss",
  "og",
]);
/** Floor words that also mean "flat" or "dwelling": read as a floor only next to an ordinal. */
export const AMBIGUOUS_FLOOR_WORDS = new Set(["pis", "piso", "piano"]);

/** Ordinal words 1–10 (masculine and feminine forms). */
const ORDINAL_LISTS: string[][] = [
  ["first", "primer", "primero", "primera", "premier", "premiere", "primeiro", "primo", "erste", "ersten", "erstes"],
  ["second", "segon", "segona", "segundo", "segunda", "deuxieme", "seconde", "secondo", "zweite", "zweiten", "zweites"],
  [
    "third",
    "tercer",
    "tercera",
    "tercero",
    "troisieme",
    "terceiro",
    "terceira",
    "terzo",
    "dritte",
    "dritten",
    "drittes",
  ],
  ["fourth", "quart", "quarta", "cuarto", "cuarta", "quatrieme", "quarto", "vierte", "vierten", "viertes"],
  ["fifth", "cinque", "cinquena", "quinto", "quinta", "cinquieme", "funfte", "funften"],
  ["sixth", "sise", "sisena", "sexto", "sexta", "sixieme", "sesto", "sechste", "sechsten"],
  ["seventh", "sete", "setena", "septimo", "septima", "septieme", "settimo", "setimo", "siebte", "siebten"],
  ["eighth", "vuite", "vuitena", "octavo", "octava", "huitieme", "ottavo", "oitavo", "achte", "achten"],
  ["ninth", "nove", "novena", "noveno", "neuvieme", "nono", "nona", "neunte", "neunten"],
  ["tenth", "dese", "desena", "decimo", "decima", "dixieme", "zehnte", "zehnten"],
];
export const ORDINAL_WORDS = new Map<string, number>(
  ORDINAL_LISTS.flatMap((words, i) => words.map((w) => [w, i + 1] as const)),
);

/** Suffixes that make a number an ordinal: 3r, 2n, 4t, 3er, 1ere, 3eme, 3e, 3o/3a (from º/ª), 1st, 2nd, 3rd, 4th. */
export const ORDINAL_NUMBER = /^(\d{1,2})(r|n|t|er|ere|eme|e|o|a|st|nd|rd|th)$/;

/** Two-word and one-word names of the ground floor (storey 0). */
export const GROUND_FLOOR = [
  "planta baixa",
  "planta baja",
  "baixos",
  "bajos",
  "rez de chaussee",
  "rdc",
  "ground floor",
  "erdgeschoss",
  "piano terra",
  "res do chao",
  "entresol",
  "entresuelo",
];

/** Words naming a door or the block/staircase of a building, followed by its number or letter. */
export const UNIT_WORDS = new Map<string, "door" | "block">([
  ["porta", "door"],
  ["puerta", "door"],
  ["porte", "door"],
  ["door", "door"],
  ["pta", "door"],
  ["tur", "door"],
  ["bloc", "block"],
  ["bloque", "block"],
  ["block", "block"],
  ["bloco", "block"],
  ["batiment", "block"],
  ["bat", "block"],
  ["escala", "block"],
  ["escalera", "block"],
  ["staircase", "block"],
  ["stair", "block"],
  ["portal", "block"],
  ["cage", "block"],
]);

/** Words introducing a building's or a residential complex's name ("Edifici Roureda"). */
export const BUILDING_WORDS = new Set([
  "edifici",
  "edificio",
  "residencia",
  "residencial",
  "residence",
  "immeuble",
  "urbanitzacio",
  "urbanizacion",
  "urbanisation",
  "complex",
  "complejo",
  "conjunt",
  "conjunto",
  "promocio",
  "promocion",
  "promotion",
  "condominio",
]);

/** Words introducing a street's name ("Carrer Major", "Avinguda Meritxell"). */
export const STREET_WORDS = new Set([
  "carrer",
  "calle",
  "avinguda",
  "avenida",
  "av",
  "avda",
  "rue",
  "avenue",
  "street",
  "road",
  "placa",
  "plaza",
  "place",
  "passeig",
  "paseo",
  "cami",
  "camino",
  "carretera",
  "ctra",
  "travessia",
  "travesia",
  "baixada",
  "pujada",
  "chemin",
  "strasse",
  "via",
  "rua",
]);
