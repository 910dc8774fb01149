import { photos } from "./photos/es";
import type { Messages } from "./ca";
import { finder } from "./finder/es";
import { alerts } from "./alerts/es";
import { mapMarkers } from "./mapMarkers/es";
import { auth } from "./auth/es";
import { account } from "./account/es";
import { plans } from "./plans/es";
import { webhooks } from "./webhooks/es";
import { apiDocs } from "./apiDocs/es";
import { errors } from "./errors/es";
import { mail } from "./mail/es";
import { apiGuides } from "./apiGuides/es";
import { siteNotes } from "./siteNotes/es";
import { sameFacts } from "./sameFacts/es";

export const es: Messages = {
  finder,
  alerts,
  photos,
  meta: {
    siteName: "Llar",
    tagline: "Todas las viviendas de Andorra",
    description:
      "Todas las viviendas en venta o alquiler de Andorra, de todos los portales y agencias, en un solo lugar.",
  },
  nav: {
    label: "Navegación principal",
    search: "Buscar",
    parishes: "Parroquias",
    about: "Sobre los datos",
    docs: "API",
    pricing: "Precios",
    account: "Cuenta",
    skip: "Ir al contenido",
  },
  lang: { label: "Idioma", change: "Cambiar" },
  footer: {
    about:
      "Llar reúne las viviendas en venta y alquiler de Andorra de todos los portales y agencias. Cada anuncio se muestra con su fuente y un enlace; los datos son los que publican las fuentes.",
    licences:
      "Datos del mapa © colaboradores de OpenStreetMap (ODbL). Lugares de GeoNames (CC BY 4.0). Anuncios de muestra de pisos.ad vía Zenodo (CC BY-SA 4.0).",
    aboutLink: "Sobre los datos",
    legal: "Aviso legal",
    privacy: "Privacidad",
    terms: "Condiciones y licencias",
    contact: "Contacto",
  },
  home: {
    title: "Todas las viviendas de Andorra, en un solo lugar",
    lead: "Llar reúne los anuncios de todos los portales y agencias y los une en una ficha por vivienda, con el precio de cada fuente y el enlace a su anuncio.",
  },
  search: {
    title: "Viviendas en Andorra",
    titleOp: "{op} {inPlace}",
    filters: "Filtros",
    operation: "Operación",
    type: "Tipo",
    allHomes: "Todas las viviendas",
    parish: "Parroquia",
    anyParish: "Todas las parroquias",
    minPrice: "Precio mínimo (€)",
    maxPrice: "Precio máximo (€)",
    minRooms: "Habitaciones (mín.)",
    minSurface: "Superficie (mín. m²)",
    any: "Cualquiera",
    sort: "Orden",
    apply: "Aplicar",
    reset: "Borrar filtros",
    area: "Zona del mapa aplicada",
    clearArea: "Quitar la zona",
    invalid: "Hemos ignorado algunos valores no válidos: {fields}.",
    pageCap: "Los resultados se detienen en la página {page}: afina la búsqueda con los filtros para ver el resto.",
    empty: "Ninguna vivienda coincide con estos filtros.",
    emptyHint: "Prueba a ampliar el precio, quitar la parroquia o la zona del mapa.",
    results: "Resultados",
    next: "Siguiente",
    previous: "Anterior",
    first: "Primera página",
    pagination: "Paginación",
    unavailable: "La búsqueda no está disponible ahora mismo. Vuelve a intentarlo en unos minutos.",
    titleOpType: "{op}: {types} {inPlace}",
  },
  sort: {
    newest: "Más recientes",
    price_asc: "Precio: de menor a mayor",
    price_desc: "Precio: de mayor a menor",
    surface_desc: "Superficie: de mayor a menor",
  },
  card: {
    sites: "{count, plural, one {en # web} other {en # webs}}",
    rooms: "{count, plural, one {# hab.} other {# hab.}}",
    priceOnRequest: "Precio a consultar",
    perMonth: "/mes",
  },
  map: {
    label: "Mapa de los resultados",
    searchArea: "Buscar en esta zona",
    loading: "Cargando el mapa…",
    noTiles: "El mapa externo no responde: se muestra el mapa base propio.",
    show: "Mostrar el mapa",
    area: "en la zona del mapa",
    unplaced: "{count} viviendas sin ubicación no aparecen en el mapa",
  },
  property: {
    facts: "Características",
    features: "Equipamiento",
    description: "Descripción",
    location: "Ubicación",
    sources: "Anuncios en las fuentes",
    sourcesLead:
      "Esta vivienda aparece {count, plural, one {en # web} other {en # webs}}. Cada precio es el que publica la fuente.",
    source: "Fuente",
    agency: "Agencia",
    reference: "Referencia",
    price: "Precio",
    seeAdvert: "Ver el anuncio en {source}",
    priceHistory: "Evolución del precio",
    noHistory: "Todavía no hay cambios de precio.",
    removed: "Retirado",
    delisted: "Esta vivienda ya no se anuncia en ninguna web. La ficha se mantiene como referencia.",
    firstSeen: "Visto por primera vez",
    lastSeen: "Visto por última vez",
    operation: "Operación",
    type: "Tipo",
    surface: "Superficie",
    plot: "Parcela",
    rooms: "Habitaciones",
    bathrooms: "Baños",
    parish: "Parroquia",
    town: "Pueblo",
    priceRange: "Precio",
    back: "Volver a la búsqueda",
    notFound: "Esta vivienda no existe.",
    inLanguage: "Texto original en {language}",
    languageUnknown: "Texto original",
  },
  precision: {
    exact: "Ubicación exacta según la fuente.",
    street: "Ubicación aproximada: la calle, no el portal exacto.",
    town: "Ubicación aproximada: el centro del pueblo, no la vivienda.",
    parish: "Ubicación aproximada: solo sabemos la parroquia.",
    none: "La fuente no indica dónde está la vivienda.",
  },
  parish: {
    title: "Mercado inmobiliario {ofPlace}",
    lead: "Estadísticas de las viviendas activas {inPlace}, calculadas con los mismos datos que la API.",
    stats: "Estadísticas por tipo",
    count: "Viviendas",
    median: "Precio mediano",
    mean: "Precio medio",
    perM2: "Mediana €/m²",
    size: "Superficie mediana",
    noStats: "No hay viviendas activas de este tipo de operación en la parroquia.",
    towns: "Pueblos y barrios",
    search: "Buscar viviendas {inPlace}",
    all: "Parroquias de Andorra",
    allLead: "Las siete parroquias, con las estadísticas del mercado y sus pueblos.",
    trend: "Evolución del precio pedido",
    trendLead:
      "Precio mediano que pedían las viviendas {inPlace} al final de cada semana, según el historial de precios de los anuncios.",
    trendLabel: "Precio mediano pedido {inPlace}: {first} el {from}, {last} el {to}.",
    trendHomes: "{count} viviendas",
    noTrend: "Aún no hay suficiente historial de precios para mostrar su evolución.",
    map: "Las viviendas en el mapa",
  },
  about: {
    title: "Sobre los datos",
    lead: "Llar consolida en una ficha por vivienda los anuncios de varios portales y agencias de Andorra.",
    sources: "Fuentes y licencias",
    osm: "Límites de las parroquias y lugares: © colaboradores de OpenStreetMap, bajo la licencia Open Database License (ODbL).",
    geonames:
      "Nombres y coordenadas de poblaciones: GeoNames, bajo la licencia Creative Commons Atribución 4.0 (CC BY 4.0).",
    pisos:
      "Anuncios de muestra: datos de pisos.ad publicados en Zenodo (DOI 10.5281/zenodo.10112197), bajo la licencia CC BY-SA 4.0.",
    terms: "Condiciones de uso",
    term1: "Siempre que se muestre un anuncio, hay que citar su fuente y enlazar el anuncio original.",
    term2: "No se permite la republicación masiva ni la reventa de los datos.",
    term3: "Una clave de API por organización.",
    term4: "Los datos son los que publican las fuentes.",
    how: "Cómo funciona",
    howText:
      "Cuando varias webs anuncian la misma vivienda, Llar las une en una sola ficha con el precio de cada fuente, el historial de precios y el enlace a cada anuncio.",
  },
  notFound: {
    title: "No hemos encontrado la página",
    text: "La página no existe o la vivienda ya no se anuncia en ningún sitio.",
    search: "Buscar viviendas",
  },
  privacy: {
    title: "Privacidad",
    lead: "Qué datos guarda Llar, durante cuánto tiempo y quién responde de ellos.",
    controller: "Quién es responsable",
    controllerText:
      "{controller} es el responsable del tratamiento de los datos personales descritos aquí. Para cualquier pregunta o solicitud sobre tus datos, escribe a <mail>{email}</mail>.",
    visitors: "Visitantes",
    visitorsText:
      "No hace falta ninguna cuenta para buscar viviendas. El sitio guarda una sola cookie, llar-locale, con el idioma que elegiste (se conserva un año). No hay analítica, publicidad ni seguimiento de terceros.",
    favourites: "Favoritos",
    favouritesText:
      "Las viviendas que marcas como favoritas se quedan en tu navegador (su almacenamiento local), no en nuestros servidores, hasta que las quitas o borras los datos del sitio. Con la sesión iniciada, se guardan con tu cuenta, hasta que las quitas o la eliminas.",
    alerts: "Avisos por correo y búsquedas guardadas",
    alertsText:
      "Cuando pides avisos guardamos tu dirección de correo, la búsqueda, su idioma y cada cuánto escribirte. No enviamos nada hasta que confirmas la dirección con el enlace que te mandamos. Cada aviso lleva un enlace para darse de baja; un aviso dado de baja se elimina {days} días después, y un aviso nunca confirmado se elimina {days} días después de pedirlo.",
    accounts: "Cuentas de desarrollador",
    accountsText:
      "Si creas una cuenta para la API guardamos tu correo, nombre, contraseña cifrada, claves de API, su uso (solicitudes por día) y los webhooks, y una cookie de sesión mientras tienes la sesión iniciada. Los registros de entrega de los webhooks se guardan 30 días. Si pagas un plan, Stripe gestiona el pago; solo guardamos el identificador de cliente y el estado de la suscripción. Eliminar la cuenta (Cuenta → Eliminar) revoca las claves y borra a la vez todos los datos personales; los recuentos de uso se quedan, anonimizados, y Stripe conserva sus facturas como exige la ley contable.",
    logs: "Registros y límites contra abusos",
    logsText:
      "El servidor registra errores, no visitas, y sus registros se guardan como máximo {logDays} días. Para evitar abusos, los intentos de inicio de sesión, de registro y de avisos se cuentan por dirección IP durante una hora como máximo.",
    adverts: "Anuncios",
    advertsText:
      "Los anuncios son públicos y los publican las fuentes; mostramos su precio, la agencia y un enlace al anuncio original. Para corregir o retirar un anuncio, contacta con la fuente enlazada.",
    rights: "Tus derechos",
    rightsText:
      "Puedes pedir acceder a tus datos, corregirlos, exportarlos o suprimirlos, u oponerte a su uso, escribiendo a <mail>{email}</mail>; respondemos en el plazo de un mes. También puedes reclamar ante la Agencia Andorrana de Protección de Datos (APDA).",
  },
  terms: {
    title: "Condiciones y licencias",
    lead: "Las condiciones de uso de Llar y las reglas de atribución de los datos que muestra.",
    attribution: "Atribución de los datos",
    attributionLead:
      "Quien muestre datos de Llar (en el sitio o mediante la API) debe respetar las licencias de las fuentes:",
    pisos:
      "Anuncios de muestra de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197): CC BY-SA 4.0. Hay que citar pisos.ad y compartir las obras derivadas con la misma licencia.",
    osm: "Mapa, límites de las parroquias y lugares: © colaboradores de OpenStreetMap, Open Database License (ODbL 1.0). Hay que mostrar «© OpenStreetMap contributors» y compartir las bases de datos derivadas con la misma licencia.",
    geonames: "Nombres y coordenadas de poblaciones: GeoNames (geonames.org), CC BY 4.0. Hay que citar GeoNames.",
    use: "Uso del servicio",
    use1: "Siempre que se muestre un anuncio, hay que citar su fuente y enlazar el anuncio original.",
    use2: "No se permite la republicación masiva ni la reventa de los datos.",
    use3: "Una clave de API por organización; los límites de cada plan se aplican por clave.",
    accuracy: "Exactitud",
    accuracyText:
      "Los datos son los que publican las fuentes. Llar los une pero no garantiza su exactitud: comprueba siempre el anuncio original antes de decidir.",
  },
  contact: {
    title: "Contacto",
    lead: "Cómo ponerte en contacto con Llar.",
    adverts: "Sobre un anuncio",
    advertsText:
      "Llar no publica anuncios: cada ficha enlaza los anuncios de las fuentes. Para preguntar por una vivienda, corregirla o retirarla, dirígete a la agencia o al portal enlazado en la ficha.",
    business: "API, Enterprise y empresas",
    businessText:
      "Para la API, un plan Enterprise, datos o cualquier otra consulta, escríbenos con el formulario de contacto y te responderemos por correo.",
    form: "Abrir el formulario de contacto",
    privacy: "Privacidad y tus datos",
    privacyText:
      "Para ver, corregir, exportar o suprimir los datos que tenemos sobre ti, o para cualquier pregunta de privacidad, escribe a <mail>{email}</mail>. Esta dirección es solo para solicitudes sobre datos, no es el formulario comercial; la <privacy>página de privacidad</privacy> explica qué guardamos y durante cuánto tiempo.",
  },
  operation: { sale: "Venta", rent: "Alquiler", seasonal_rent: "Alquiler de temporada" },
  type: {
    flat: "Piso",
    penthouse: "Ático",
    duplex: "Dúplex",
    studio: "Estudio",
    loft: "Loft",
    house: "Casa",
    chalet: "Chalé",
    townhouse: "Casa adosada",
    farmhouse: "Borda",
    room: "Habitación",
    land: "Terreno",
    parking: "Parking",
    commercial: "Local comercial",
    office: "Oficina",
    industrial: "Nave industrial",
    building: "Edificio",
    storage: "Trastero",
    other: "Otros",
  },
  mapMarkers,
  auth,
  account,
  plans,
  webhooks,
  apiDocs,
  errors,
  mail,
  apiGuides,
  siteNotes,
  sameFacts,
};
