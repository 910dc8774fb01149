import type { finder as ca } from "./ca";

const n = (one: string, other: string, none: string) =>
  `{count, plural, =0 {${none}} one {# ${one}} other {# ${other}}}`;

export const finder: typeof ca = {
  town: "Pueblo o barrio",
  anyTown: "Todos los pueblos",
  maxRooms: "Habitaciones (máx.)",
  maxSurface: "Superficie (máx. m²)",
  features: "Características",
  only: "Mostrar solo",
  priceDrop: "Con bajada de precio (30 días)",
  new: "Nuevos esta semana",
  noun: {
    home: n("vivienda", "viviendas", "Ninguna vivienda"),
    any: n("inmueble", "inmuebles", "Ningún inmueble"),
    flat: n("piso", "pisos", "Ningún piso"),
    penthouse: n("ático", "áticos", "Ningún ático"),
    duplex: n("dúplex", "dúplex", "Ningún dúplex"),
    studio: n("estudio", "estudios", "Ningún estudio"),
    loft: n("loft", "lofts", "Ningún loft"),
    house: n("casa", "casas", "Ninguna casa"),
    chalet: n("chalé", "chalés", "Ningún chalé"),
    townhouse: n("casa adosada", "casas adosadas", "Ninguna casa adosada"),
    farmhouse: n("borda", "bordas", "Ninguna borda"),
    room: n("habitación", "habitaciones", "Ninguna habitación"),
    land: n("terreno", "terrenos", "Ningún terreno"),
    parking: n("plaza de aparcamiento", "plazas de aparcamiento", "Ninguna plaza de aparcamiento"),
    commercial: n("local comercial", "locales comerciales", "Ningún local comercial"),
    office: n("oficina", "oficinas", "Ninguna oficina"),
    industrial: n("nave industrial", "naves industriales", "Ninguna nave industrial"),
    building: n("edificio", "edificios", "Ningún edificio"),
    storage: n("trastero", "trasteros", "Ningún trastero"),
    other: n("inmueble", "inmuebles", "Ningún inmueble"),
  },
  op: { sale: "en venta", rent: "en alquiler", seasonal_rent: "en alquiler de temporada" },
  price: { min: "desde {min}", max: "hasta {max}", range: "de {min} a {max}" },
  rooms: {
    min: "con {count, plural, one {# habitación} other {# habitaciones}} o más",
    max: "con hasta {count, plural, one {# habitación} other {# habitaciones}}",
    range: "con {min} a {max} habitaciones",
  },
  surface: { min: "de {min} o más", max: "de hasta {max}", range: "de {min} a {max}" },
  withFeatures: "con {list}",
  furnished:
    "{gender, select, f {{count, plural, one {amueblada} other {amuebladas}}} other {{count, plural, one {amueblado} other {amueblados}}}}",
  isNew:
    "{gender, select, f {{count, plural, one {nueva} other {nuevas}}} other {{count, plural, one {nuevo} other {nuevos}}}} esta semana",
  dropped: "con bajada de precio",
  badgeNew: "{gender, select, f {Nueva} other {Nuevo}}",
  badgeDrop: "{percent}, rebajado el {date}",
  badgeDropLabel: "Precio rebajado: de {was} a {price}",
  chartTitle: "El precio en cada fuente",
  chartLabel: "Evolución del precio en cada fuente: {sources}",
  legend: "Fuentes",
  spread: "Entre la fuente más barata y la más cara hay {amount} ({percent}) de diferencia.",
  spreadNone: "Todas las fuentes piden el mismo precio.",
};
