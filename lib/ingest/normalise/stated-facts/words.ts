// The words stated-facts.ts reads an advert's facts by, in the four languages adverts of
// Andorra are written in (Catalan, Spanish, French, English), folded as it folds the text
// (lower case, no accents; º and ª read as o and a). General vocabulary, never one
// portal's phrasing: a pattern is a word class next to a number or another class
// ("3r pis", "planta 3", "carrer Major 14", "3 habitacions", "sans ascenseur").
const alt = (words: readonly string[]) => words.join("|");

/** Numbers written as words, 1–6 ("dues habitacions", "trois chambres", "two bedrooms"). */
export const NUMBER_WORDS: Record<string, number> = {
  un: 1, una: 1, uno: 1, one: 1, une: 1,
  dos: 2, dues: 2, deux: 2, two: 2,
  tres: 3, trois: 3, three: 3,
  quatre: 4, cuatro: 4, four: 4,
  cinc: 5, cinco: 5, cinq: 5, five: 5,
  sis: 6, seis: 6, six: 6,
}; // prettier-ignore

/** Ordinal words 1–10, masculine and feminine. */
export const ORDINAL_WORDS: Record<string, number> = {
  primer: 1, primera: 1, primero: 1, premier: 1, premiere: 1, first: 1,
  segon: 2, segona: 2, segundo: 2, segunda: 2, deuxieme: 2, second: 2,
  tercer: 3, tercera: 3, tercero: 3, troisieme: 3, third: 3,
  quart: 4, quarta: 4, cuarto: 4, cuarta: 4, quatrieme: 4, fourth: 4,
  cinque: 5, cinquena: 5, quinto: 5, quinta: 5, cinquieme: 5, fifth: 5,
  sise: 6, sisena: 6, sexto: 6, sexta: 6, sixieme: 6, sixth: 6,
  sete: 7, setena: 7, septimo: 7, septima: 7, septieme: 7, seventh: 7,
  vuite: 8, vuitena: 8, octavo: 8, octava: 8, huitieme: 8, eighth: 8,
  nove: 9, novena: 9, noveno: 9, neuvieme: 9, ninth: 9,
  dese: 10, desena: 10, decimo: 10, decima: 10, dixieme: 10, tenth: 10,
}; // prettier-ignore

/** A number made ordinal by its suffix: 3r, 2n, 4t, 1er, 1ere, 3eme, 3e, 3o/3a (º/ª), 1st, 2nd, 3rd, 4th. */
export const ORDINAL_SUFFIX = "(?:r|n|t|er|ere|eme|e|o|a|st|nd|rd|th)";

/** Words for a storey ("pis"/"piso" also mean a flat: only read after an ordinal). */
export const FLOOR_WORDS = alt(["planta", "pis", "piso", "etage", "floor", "storey", "story"]);
/** Storey words read with a number after them too ("planta 3", "floor 3"). */
export const FLOOR_WORDS_BEFORE_NUMBER = alt(["planta", "etage", "floor", "nivell", "nivel", "niveau", "level"]);
export const GROUND_FLOOR = alt([
  "planta baixa",
  "planta baja",
  "baixos",
  "bajos",
  "rez de chaussee",
  "rdc",
  "ground floor",
]);
/** Below ground: "soterrani 2", "sotano -1", "sous-sol 2", "basement level 2". */
export const BASEMENT_WORDS = alt(["soterrani", "sotano", "sous sol", "basement"]);

export const LIFT_WORDS = alt(["ascensor", "ascensors", "ascenseur", "ascenseurs", "lift", "elevator"]);
/** Words that deny what follows within two words ("sense ascensor", "no hi ha ascensor", "aucun travaux"). */
export const NEGATIONS = alt(["sense", "sin", "sans", "without", "no", "pas", "ni", "not", "cap", "aucun", "aucuns"]);

/** Words saying the year that follows is the building's. */
export const BUILT_WORDS = alt([
  "construit", "construida", "construido", "construit", "construccio", "construccion", "construction",
  "built", "edifici", "edificio", "immeuble", "building", "bastit",
]); // prettier-ignore
/** Words saying the year that follows is a renovation's, not the building's. */
export const RENOVATED_WORDS = alt([
  "reformat", "reformada", "reformado", "reforma", "renove", "renovee", "renovation", "renovated", "refurbished",
]); // prettier-ignore
/** "Anys 20", "años 20", "annees 20", "1920s". */
export const DECADE_WORDS = alt(["anys", "anos", "annees", "decada", "decennie"]);

export const BEDROOM_WORDS = alt([
  "habitacio", "habitacions", "habitacion", "habitaciones", "dormitori", "dormitoris", "dormitorio",
  "dormitorios", "chambre", "chambres", "bedroom", "bedrooms", "bed", "beds", "hab", "dorm",
]); // prettier-ignore
/** What kind of bedroom a count is ("2 habitacions dobles", "1 dormitorio individual"): part of a breakdown. */
export const BEDROOM_KINDS = alt([
  "doble", "dobles", "double", "doubles", "individual", "individuals", "individuales", "simple", "simples",
  "senzilla", "senzilles", "suite", "suites", "de matrimoni", "de matrimonio",
]); // prettier-ignore
/** Rooms counted with the living room ("3 pieces", "4 rooms", "3 estancias"). */
export const ROOM_WORDS = alt(["peces", "pieces", "piece", "rooms", "estancias", "estances", "ambientes"]);
export const BATHROOM_WORDS = alt([
  "bany", "banys", "bano", "banos", "salle de bain", "salles de bain", "salle de bains", "salles de bains",
  "salle d eau", "salles d eau", "bathroom", "bathrooms", "shower room", "shower rooms",
]); // prettier-ignore
/** A separate toilet ("aseo", "WC independent", "toilettes separees", "guest toilet"). */
export const TOILET_WORDS = alt(["aseo", "aseos", "wc", "toilette", "toilettes", "toilet", "toilets", "cloakroom"]);
/** A toilet as a room that is counted: also Catalan "lavabo", the usual word for one
 *  ("2 banys i 1 lavabo"); as a basin ("dos lavabos", Spanish) it only makes the
 *  bathroom count looser, never a disagreement. */
export const TOILET_COUNT_WORDS = `${TOILET_WORDS}|lavabo|lavabos`;
export const SEPARATE_WORDS = alt([
  "separat", "separada", "separado", "independent", "independiente", "independant", "independante",
  "separe", "separee", "separees", "separate", "cortesia", "guest",
]); // prettier-ignore
/** "Bathroom with WC", "bany amb WC", "salle de bain avec WC", "baño con inodoro". */
export const WITH_WORDS = alt(["amb", "con", "avec", "with", "and", "i", "y", "et"]);

export const CONDITION_WORDS: ReadonlyArray<readonly ["new" | "good" | "to_renovate", string]> = [
  ["to_renovate", alt([
    "a reformar", "per reformar", "per a reformar", "para reformar", "a renover", "a rafraichir", "travaux a prevoir",
    "to renovate", "to refurbish", "to reform", "needs renovation", "needs refurbishment", "needs work", "per rehabilitar",
    "para rehabilitar", "a rehabiliter",
  ])],
  ["new", alt([
    "a estrenar", "obra nova", "obra nueva", "de nova construccio", "de nueva construccion", "neuf", "neuve",
    "brand new", "new build", "newly built", "new construction",
  ])],
  ["good", alt([
    "bon estat", "bon estado", "buen estado", "bon etat", "bien entretenu", "perfecte estat", "perfecto estado",
    "excel lent estat", "excellent estat", "excelente estado", "excellent etat", "parfait etat", "impecable", "impeccable",
    "good condition", "excellent condition", "perfect condition", "mint condition", "well kept", "ben conservat",
    "bien conservado", "reformat", "reformado", "reformada", "renove", "renovee", "renovated", "refurbished",
    "reforma integral", "entierement renove",
  ])],
]; // prettier-ignore

/** Words naming a street ("carrer", "c/", "avda", "rue", "road"), before its name. */
export const STREET_WORDS = alt([
  "carrer", "calle", "cl", "avinguda", "avda", "av", "avenida", "avenue", "rue", "street", "road", "rd",
  "passeig", "paseo", "pg", "placa", "plaza", "pl", "place", "cami", "camino", "chemin", "carretera", "ctra", "route",
  "travessia", "travesia", "baixada", "pujada", "boulevard", "bd", "lane", "way",
]); // prettier-ignore
/** "And" between two items of one kind: "5a i 6a planta", "2 dobles y 1 individual", "sud et ouest". */
export const AND_WORDS = new Set(["i", "y", "et", "and"]);
export const AND = alt([...AND_WORDS]);
/** English street words, which follow the name ("Main Street"): no name is read after them. */
export const NAME_LAST_STREET_WORDS = new Set(["street", "road", "rd", "lane", "way"]);
/**
 * Small words inside a proper name ("Carrer de la Unio", "Residencia dels Pins"), left out
 * when names are compared; the matcher's text facts read names with the same list.
 */
export const NAME_LINKS = new Set([
  "de",
  "del",
  "dels",
  "la",
  "les",
  "el",
  "els",
  "l",
  "d",
  "des",
  "du",
  "le",
  "los",
  "las",
  "the",
  "of",
  "da",
  "do",
  "di",
]);
/** Words a street's name stops at ("Carrer Major en Escaldes", "rue du Puits avec vue"). */
export const NAME_STOPS = new Set([
  "a", "en", "in", "amb", "con", "avec", "with", "near", "prop", "cerca", "pres", "i", "y", "et", "and", "numero",
  "num", "no", "n", "number", "nr", "planta", "pis", "piso", "floor", "etage", "porta", "puerta", "porte", "door",
  "edifici", "edificio", "immeuble", "building", "parking", "garatge", "garaje", "garage", "aparcament",
  "aparcamiento", "per", "para", "pour", "for", "es", "se", "is", "al", "au", "to", "on", "sur",
]); // prettier-ignore
/** "Plaça", "plaza", "place", "space", "box", before a parking space's number. */
export const SPACE_WORDS = alt(["placa", "plaza", "place", "space", "box"]);
/** What a space is for ("plaça de parking", "plaza de garaje"). */
export const PARKING_WORDS = alt(["parking", "parquing", "garatge", "garaje", "garage", "aparcament", "aparcamiento"]);
/** "Nº", "num.", "number" before a number. */
export const NUMBER_SIGNS = "(?:n|no|nr|num|numero|number|nombre)";

/** Monthly running costs of the building: "despeses de comunitat", "gastos de comunidad", "charges". */
export const FEE_WORDS = alt([
  "despeses de comunitat", "despeses comunitat", "despeses comunitaries", "quota de comunitat", "comunitat",
  "gastos de comunidad", "gastos comunidad", "cuota de comunidad", "comunidad", "charges de copropriete",
  "charges de copro", "charges", "community fees", "community fee", "community charges", "service charge",
  "service charges", "maintenance fees",
]); // prettier-ignore
/** A fee stated for the year ("1.200 € a l'any", "par an", "per year", "annuelles"). */
export const YEAR_WORDS = alt([
  "any",
  "anuals",
  "anual",
  "ano",
  "anuales",
  "an",
  "annuel",
  "annuelles",
  "annuels",
  "year",
  "annual",
  "yearly",
]);

/** Words before a home's aspect: "orientacio sud", "orientado al este", "expose plein sud", "facing south". */
export const FACING_WORDS = alt([
  "orientacio", "orientat", "orientada", "orientacion", "orientado", "orientation", "oriente", "orientee",
  "encarat", "encarada", "exposicio", "expose", "exposee", "exposition", "plein", "facing", "faces", "aspect",
]); // prettier-ignore
/** Compass words, each with the quarters it names ("sud est" and "sureste" both south and east). */
export const COMPASS_WORDS: Record<string, string> = {
  nord: "n", norte: "n", north: "n",
  sud: "s", sur: "s", south: "s",
  est: "e", este: "e", east: "e",
  oest: "w", oeste: "w", ouest: "w", west: "w",
  nordest: "ne", noreste: "ne", nordeste: "ne", northeast: "ne",
  nordoest: "nw", noroeste: "nw", northwest: "nw",
  sudest: "se", sureste: "se", sudeste: "se", southeast: "se",
  sudoest: "sw", suroeste: "sw", sudoeste: "sw", southwest: "sw",
}; // prettier-ignore

/** A terrace ("terrassa de 25 m²", "20 m² terrace"); plurals name several and are not read. */
export const TERRACE_WORDS = alt(["terrassa", "terraza", "terrasse", "terrace"]);
/** A storage room ("traster de 7 m²", "cave de 5 m²", "10 m² storage room"). */
export const STORAGE_WORDS = alt(["traster", "trastero", "cave", "storage", "storeroom"]);
/** "Another" one of a room: "una altra", "otra", "une autre", "another", "a second". */
export const ANOTHER_WORDS = alt([
  "altra", "altre", "otra", "otro", "autre", "another", "second", "segona", "segon", "segunda", "segundo", "seconde",
]); // prettier-ignore
/** Words between a room word and its size: "de", "of", "amplia", "large". */
export const SIZE_LINKS = alt([
  "de", "d", "of", "du", "amplia", "ampla", "amplio", "gran", "grande", "large", "big", "spacious", "privada",
  "privado", "privee", "private", "room", "superbe", "magnifica", "magnifique",
]); // prettier-ignore
