import type { finder as ca } from "./ca";

const n = (one: string, other: string, none: string) =>
  `{count, plural, =0 {${none}} one {# ${one}} other {# ${other}}}`;

export const finder: typeof ca = {
  town: "Village ou quartier",
  anyTown: "Tous les villages",
  maxRooms: "Chambres (max.)",
  maxSurface: "Surface (max. m²)",
  features: "Équipements",
  only: "Afficher seulement",
  priceDrop: "Prix en baisse (30 jours)",
  new: "Nouveaux cette semaine",
  noun: {
    home: n("logement", "logements", "Aucun logement"),
    any: n("bien", "biens", "Aucun bien"),
    flat: n("appartement", "appartements", "Aucun appartement"),
    penthouse: n("attique", "attiques", "Aucun attique"),
    duplex: n("duplex", "duplex", "Aucun duplex"),
    studio: n("studio", "studios", "Aucun studio"),
    loft: n("loft", "lofts", "Aucun loft"),
    house: n("maison", "maisons", "Aucune maison"),
    chalet: n("chalet", "chalets", "Aucun chalet"),
    townhouse: n("maison mitoyenne", "maisons mitoyennes", "Aucune maison mitoyenne"),
    farmhouse: n("borda", "bordas", "Aucune borda"),
    room: n("chambre", "chambres", "Aucune chambre"),
    land: n("terrain", "terrains", "Aucun terrain"),
    parking: n("place de parking", "places de parking", "Aucune place de parking"),
    commercial: n("local commercial", "locaux commerciaux", "Aucun local commercial"),
    office: n("bureau", "bureaux", "Aucun bureau"),
    industrial: n("local industriel", "locaux industriels", "Aucun local industriel"),
    building: n("immeuble", "immeubles", "Aucun immeuble"),
    storage: n("débarras", "débarras", "Aucun débarras"),
    other: n("bien", "biens", "Aucun bien"),
  },
  op: { sale: "à vendre", rent: "à louer", seasonal_rent: "en location saisonnière" },
  price: { min: "à partir de {min}", max: "jusqu'à {max}", range: "de {min} à {max}" },
  rooms: {
    min: "avec {count, plural, one {# chambre} other {# chambres}} ou plus",
    max: "avec jusqu'à {count, plural, one {# chambre} other {# chambres}}",
    range: "avec {min} à {max} chambres",
  },
  surface: { min: "de {min} ou plus", max: "jusqu'à {max}", range: "de {min} à {max}" },
  withFeatures: "avec {list}",
  furnished:
    "{gender, select, f {{count, plural, one {meublée} other {meublées}}} other {{count, plural, one {meublé} other {meublés}}}}",
  isNew:
    "{gender, select, f {{count, plural, one {nouvelle} other {nouvelles}}} other {{count, plural, one {nouveau} other {nouveaux}}}} cette semaine",
  dropped: "avec baisse de prix",
  badgeNew: "{gender, select, f {Nouvelle} other {Nouveau}}",
  badgeDrop: "{percent}, baisse du {date}",
  badgeDropLabel: "Prix en baisse : de {was} à {price}",
  chartTitle: "Le prix sur chaque source",
  chartLabel: "Évolution du prix sur chaque source : {sources}",
  legend: "Sources",
  spread: "Entre la source la moins chère et la plus chère, l'écart est de {amount} ({percent}).",
  spreadNone: "Toutes les sources demandent le même prix.",
};
