// The search's extra filters, the heading that says what was searched, the cards' badges
// and the property page's price comparison (Catalan: the keys' source of truth).
const n = (one: string, other: string, none: string) =>
  `{count, plural, =0 {${none}} one {# ${one}} other {# ${other}}}`;

export const finder = {
  town: "Poble o barri",
  anyTown: "Tots els pobles",
  maxRooms: "Habitacions (màx.)",
  maxSurface: "Superfície (màx. m²)",
  features: "Característiques",
  only: "Mostra només",
  priceDrop: "Amb rebaixa de preu (30 dies)",
  new: "Nous aquesta setmana",
  noun: {
    home: n("habitatge", "habitatges", "Cap habitatge"),
    any: n("immoble", "immobles", "Cap immoble"),
    flat: n("pis", "pisos", "Cap pis"),
    penthouse: n("àtic", "àtics", "Cap àtic"),
    duplex: n("dúplex", "dúplexs", "Cap dúplex"),
    studio: n("estudi", "estudis", "Cap estudi"),
    loft: n("loft", "lofts", "Cap loft"),
    house: n("casa", "cases", "Cap casa"),
    chalet: n("xalet", "xalets", "Cap xalet"),
    townhouse: n("casa adossada", "cases adossades", "Cap casa adossada"),
    farmhouse: n("borda", "bordes", "Cap borda"),
    room: n("habitació", "habitacions", "Cap habitació"),
    land: n("terreny", "terrenys", "Cap terreny"),
    parking: n("plaça d'aparcament", "places d'aparcament", "Cap plaça d'aparcament"),
    commercial: n("local comercial", "locals comercials", "Cap local comercial"),
    office: n("oficina", "oficines", "Cap oficina"),
    industrial: n("nau industrial", "naus industrials", "Cap nau industrial"),
    building: n("edifici", "edificis", "Cap edifici"),
    storage: n("traster", "trasters", "Cap traster"),
    other: n("immoble", "immobles", "Cap immoble"),
  },
  op: { sale: "en venda", rent: "de lloguer", seasonal_rent: "de lloguer de temporada" },
  price: { min: "des de {min}", max: "fins a {max}", range: "de {min} a {max}" },
  rooms: {
    min: "amb {count, plural, one {# habitació} other {# habitacions}} o més",
    max: "amb fins a {count, plural, one {# habitació} other {# habitacions}}",
    range: "amb {min} a {max} habitacions",
  },
  surface: { min: "de {min} o més", max: "de fins a {max}", range: "de {min} a {max}" },
  withFeatures: "amb {list}",
  furnished:
    "{gender, select, f {{count, plural, one {moblada} other {moblades}}} other {{count, plural, one {moblat} other {moblats}}}}",
  isNew:
    "{gender, select, f {{count, plural, one {nova} other {noves}}} other {{count, plural, one {nou} other {nous}}}} aquesta setmana",
  dropped: "amb rebaixa de preu",
  badgeNew: "{gender, select, f {Nova} other {Nou}}",
  badgeDrop: "{percent}, rebaixat el {date}",
  badgeDropLabel: "Preu rebaixat: de {was} a {price}",
  chartTitle: "El preu a cada font",
  chartLabel: "Evolució del preu a cada font: {sources}",
  legend: "Fonts",
  spread: "Entre la font més barata i la més cara hi ha {amount} ({percent}) de diferència.",
  spreadNone: "Totes les fonts demanen el mateix preu.",
};
