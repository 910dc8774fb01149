// Catalan: the source of truth for the message keys; the other languages must match
// its shape (checked by the Messages type and tests/site/messages.test.ts).
import { finder } from "./finder/ca";
import { alerts } from "./alerts/ca";
import { mapMarkers } from "./mapMarkers/ca";
import { photos } from "./photos/ca";
import { auth } from "./auth/ca";
import { account } from "./account/ca";
import { plans } from "./plans/ca";
import { webhooks } from "./webhooks/ca";
import { apiDocs } from "./apiDocs/ca";
import { errors } from "./errors/ca";
import { mail } from "./mail/ca";
import { apiGuides } from "./apiGuides/ca";
import { siteNotes } from "./siteNotes/ca";
import { sameFacts } from "./sameFacts/ca";

export const ca = {
  finder,
  alerts,
  photos,
  meta: {
    siteName: "Llar",
    tagline: "Tots els habitatges d'Andorra",
    description: "Tots els habitatges en venda o lloguer d'Andorra, de tots els portals i agències, en un sol lloc.",
  },
  nav: {
    label: "Navegació principal",
    search: "Cercar",
    parishes: "Parròquies",
    about: "Sobre les dades",
    docs: "API",
    pricing: "Preus",
    account: "Compte",
    skip: "Vés al contingut",
  },
  lang: { label: "Idioma", change: "Canvia" },
  footer: {
    about:
      "Llar reuneix els habitatges en venda i lloguer d'Andorra de tots els portals i agències. Cada anunci es mostra amb la seva font i un enllaç; les dades són les que publiquen les fonts.",
    licences:
      "Dades del mapa © col·laboradors d'OpenStreetMap (ODbL). Llocs de GeoNames (CC BY 4.0). Anuncis de mostra de pisos.ad via Zenodo (CC BY-SA 4.0).",
    aboutLink: "Sobre les dades",
    legal: "Avís legal",
    privacy: "Privadesa",
    terms: "Condicions i llicències",
    contact: "Contacte",
  },
  home: {
    title: "Tots els habitatges d'Andorra, en un sol lloc",
    lead: "Llar reuneix els anuncis de tots els portals i agències i els uneix en una fitxa per habitatge, amb el preu de cada font i l'enllaç al seu anunci.",
  },
  search: {
    title: "Habitatges a Andorra",
    titleOp: "{op} {inPlace}",
    filters: "Filtres",
    operation: "Operació",
    type: "Tipus",
    allHomes: "Tots els habitatges",
    parish: "Parròquia",
    anyParish: "Totes les parròquies",
    minPrice: "Preu mínim (€)",
    maxPrice: "Preu màxim (€)",
    minRooms: "Habitacions (mín.)",
    minSurface: "Superfície (mín. m²)",
    any: "Qualsevol",
    sort: "Ordre",
    apply: "Aplica",
    reset: "Esborra els filtres",
    area: "Zona del mapa aplicada",
    clearArea: "Treu la zona",
    invalid: "Hem ignorat alguns valors no vàlids: {fields}.",
    pageCap: "Els resultats s'aturen a la pàgina {page}: afineu la cerca amb els filtres per veure la resta.",
    empty: "Cap habitatge no coincideix amb aquests filtres.",
    emptyHint: "Prova d'ampliar el preu, treure la parròquia o la zona del mapa.",
    results: "Resultats",
    next: "Següent",
    previous: "Anterior",
    first: "Primera pàgina",
    pagination: "Paginació",
    unavailable: "La cerca no està disponible ara mateix. Torna-ho a provar d'aquí a uns minuts.",
    titleOpType: "{op}: {types} {inPlace}",
  },
  sort: {
    newest: "Més recents",
    price_asc: "Preu: de menys a més",
    price_desc: "Preu: de més a menys",
    surface_desc: "Superfície: de més a menys",
  },
  card: {
    sites: "{count, plural, one {a # web} other {a # webs}}",
    rooms: "{count, plural, one {# hab.} other {# hab.}}",
    priceOnRequest: "Preu a consultar",
    perMonth: "/mes",
  },
  map: {
    label: "Mapa dels resultats",
    searchArea: "Cerca en aquesta zona",
    loading: "Carregant el mapa…",
    noTiles: "El mapa extern no respon: es mostra el mapa base propi.",
    show: "Mostra el mapa",
    area: "a la zona del mapa",
    unplaced: "{count} habitatges sense ubicació no surten al mapa",
  },
  property: {
    facts: "Característiques",
    features: "Equipaments",
    description: "Descripció",
    location: "Ubicació",
    sources: "Anuncis a les fonts",
    sourcesLead:
      "Aquest habitatge apareix {count, plural, one {en # web} other {en # webs}}. Cada preu és el que publica la font.",
    source: "Font",
    agency: "Agència",
    reference: "Referència",
    price: "Preu",
    seeAdvert: "Veure l'anunci a {source}",
    priceHistory: "Evolució del preu",
    noHistory: "Encara no hi ha canvis de preu.",
    removed: "Retirat",
    delisted: "Aquest habitatge ja no s'anuncia a cap web. La fitxa es manté com a referència.",
    firstSeen: "Vist per primer cop",
    lastSeen: "Vist per darrer cop",
    operation: "Operació",
    type: "Tipus",
    surface: "Superfície",
    plot: "Parcel·la",
    rooms: "Habitacions",
    bathrooms: "Banys",
    parish: "Parròquia",
    town: "Poble",
    priceRange: "Preu",
    back: "Tornar a la cerca",
    notFound: "Aquest habitatge no existeix.",
    inLanguage: "Text original en {language}",
    languageUnknown: "Text original",
  },
  precision: {
    exact: "Ubicació exacta segons la font.",
    street: "Ubicació aproximada: el carrer, no el portal exacte.",
    town: "Ubicació aproximada: el centre del poble, no l'habitatge.",
    parish: "Ubicació aproximada: només sabem la parròquia.",
    none: "La font no indica on és l'habitatge.",
  },
  parish: {
    title: "Mercat immobiliari {ofPlace}",
    lead: "Estadístiques dels habitatges actius {inPlace}, calculades amb les mateixes dades que l'API.",
    stats: "Estadístiques per tipus",
    count: "Habitatges",
    median: "Preu medià",
    mean: "Preu mitjà",
    perM2: "Mediana €/m²",
    size: "Superfície mediana",
    noStats: "No hi ha habitatges actius d'aquest tipus d'operació a la parròquia.",
    towns: "Pobles i barris",
    search: "Cercar habitatges {inPlace}",
    all: "Parròquies d'Andorra",
    allLead: "Les set parròquies, amb les estadístiques del mercat i els seus pobles.",
    trend: "Evolució del preu demanat",
    trendLead:
      "Preu medià que demanaven els habitatges {inPlace} al final de cada setmana, segons l'historial de preus dels anuncis.",
    trendLabel: "Preu medià demanat {inPlace}: {first} el {from}, {last} el {to}.",
    trendHomes: "{count} habitatges",
    noTrend: "Encara no hi ha prou historial de preus per mostrar-ne l'evolució.",
    map: "Els habitatges al mapa",
  },
  about: {
    title: "Sobre les dades",
    lead: "Llar consolida en una fitxa per habitatge els anuncis de diversos portals i agències d'Andorra.",
    sources: "Fonts i llicències",
    osm: "Límits de les parròquies i llocs: © col·laboradors d'OpenStreetMap, sota la llicència Open Database License (ODbL).",
    geonames:
      "Noms i coordenades de poblacions: GeoNames, sota la llicència Creative Commons Reconeixement 4.0 (CC BY 4.0).",
    pisos:
      "Anuncis de mostra: dades de pisos.ad publicades a Zenodo (DOI 10.5281/zenodo.10112197), sota la llicència CC BY-SA 4.0.",
    terms: "Condicions d'ús",
    term1: "Sempre que es mostri un anunci, cal citar-ne la font i enllaçar l'anunci original.",
    term2: "No es permet la republicació massiva ni la revenda de les dades.",
    term3: "Una clau d'API per organització.",
    term4: "Les dades són les que publiquen les fonts.",
    how: "Com funciona",
    howText:
      "Quan diverses webs anuncien el mateix habitatge, Llar les uneix en una sola fitxa amb el preu de cada font, l'historial de preus i l'enllaç a cada anunci.",
  },
  notFound: {
    title: "No hem trobat la pàgina",
    text: "La pàgina no existeix o l'habitatge ja no s'anuncia enlloc.",
    search: "Cercar habitatges",
  },
  privacy: {
    title: "Privadesa",
    lead: "Quines dades guarda Llar, quant de temps i qui en respon.",
    controller: "Qui n'és responsable",
    controllerText:
      "{controller} és el responsable del tractament de les dades personals descrites aquí. Per a qualsevol pregunta o sol·licitud sobre les teves dades, escriu a <mail>{email}</mail>.",
    visitors: "Visitants",
    visitorsText:
      "No cal cap compte per cercar habitatges. El lloc desa una sola galeta, llar-locale, amb l'idioma que has triat (es guarda un any). No hi ha analítica, publicitat ni seguiment de tercers.",
    favourites: "Preferits",
    favouritesText:
      "Els habitatges que marques com a preferits es queden al teu navegador (el seu emmagatzematge local), no als nostres servidors, fins que els treus o n'esborres les dades del lloc. Amb la sessió iniciada, es guarden amb el teu compte, fins que els treus o l'esborres.",
    alerts: "Avisos per correu i cerques desades",
    alertsText:
      "Quan demanes avisos guardem la teva adreça electrònica, la cerca, l'idioma i cada quant t'hem d'escriure. No t'enviem res fins que confirmes l'adreça amb l'enllaç que t'enviem. Cada avís porta un enllaç per donar-se de baixa; un avís donat de baixa s'esborra {days} dies després, i un avís que no s'ha confirmat mai s'esborra {days} dies després de demanar-lo.",
    accounts: "Comptes de desenvolupador",
    accountsText:
      "Si crees un compte per a l'API guardem el teu correu, el nom, la contrasenya xifrada, les claus d'API, el seu ús (sol·licituds per dia) i els webhooks, i una galeta de sessió mentre tens la sessió iniciada. Els registres d'entrega dels webhooks es guarden 30 dies. Si pagues un pla, Stripe gestiona el pagament; nosaltres només guardem l'identificador de client i l'estat de la subscripció. Esborrar el compte (Compte → Esborra) revoca les claus i esborra alhora totes les dades personals; els recomptes d'ús es queden, anonimitzats, i Stripe conserva les factures com exigeix la llei comptable.",
    logs: "Registres i límits contra abusos",
    logsText:
      "El servidor registra errors, no visites, i els seus registres es guarden com a màxim {logDays} dies. Per evitar abusos, els intents d'inici de sessió, de registre i d'avisos es compten per adreça IP durant una hora com a màxim.",
    adverts: "Anuncis",
    advertsText:
      "Els anuncis són públics i els publiquen les fonts; en mostrem el preu, l'agència i un enllaç a l'anunci original. Per corregir o retirar un anunci, contacta amb la font enllaçada.",
    rights: "Els teus drets",
    rightsText:
      "Pots demanar accedir a les teves dades, corregir-les, exportar-les o esborrar-les, o oposar-te al seu ús, escrivint a <mail>{email}</mail>; responem en el termini d'un mes. També pots presentar una reclamació a l'Agència Andorrana de Protecció de Dades (APDA).",
  },
  terms: {
    title: "Condicions i llicències",
    lead: "Les condicions d'ús de Llar i les regles d'atribució de les dades que mostra.",
    attribution: "Atribució de les dades",
    attributionLead: "Qui mostri dades de Llar (al web o via l'API) ha de respectar les llicències de les fonts:",
    pisos:
      "Anuncis de mostra de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197): CC BY-SA 4.0. Cal citar pisos.ad i compartir les obres derivades amb la mateixa llicència.",
    osm: "Mapa, límits de les parròquies i llocs: © col·laboradors d'OpenStreetMap, Open Database License (ODbL 1.0). Cal mostrar «© OpenStreetMap contributors» i compartir les bases de dades derivades amb la mateixa llicència.",
    geonames: "Noms i coordenades de poblacions: GeoNames (geonames.org), CC BY 4.0. Cal citar GeoNames.",
    use: "Ús del servei",
    use1: "Sempre que es mostri un anunci, cal citar-ne la font i enllaçar l'anunci original.",
    use2: "No es permet la republicació massiva ni la revenda de les dades.",
    use3: "Una clau d'API per organització; els límits de cada pla s'apliquen per clau.",
    accuracy: "Exactitud",
    accuracyText:
      "Les dades són les que publiquen les fonts. Llar les uneix però no en garanteix l'exactitud: comprova sempre l'anunci original abans de decidir.",
  },
  contact: {
    title: "Contacte",
    lead: "Com posar-te en contacte amb Llar.",
    adverts: "Sobre un anunci",
    advertsText:
      "Llar no publica anuncis: cada fitxa enllaça els anuncis de les fonts. Per preguntar per un habitatge, corregir-lo o retirar-lo, adreça't a l'agència o al portal enllaçat a la fitxa.",
    business: "API, Enterprise i empreses",
    businessText:
      "Per a l'API, un pla Enterprise, dades o qualsevol altra consulta, escriu-nos amb el formulari de contacte i et respondrem per correu.",
    form: "Obre el formulari de contacte",
    privacy: "Privadesa i les teves dades",
    privacyText:
      "Per veure, corregir, exportar o esborrar les dades que tenim sobre tu, o per a qualsevol pregunta de privadesa, escriu a <mail>{email}</mail>. Aquesta adreça és només per a sol·licituds sobre dades, no és el formulari comercial; la <privacy>pàgina de privadesa</privacy> explica què guardem i quant de temps.",
  },
  operation: { sale: "Venda", rent: "Lloguer", seasonal_rent: "Lloguer de temporada" },
  type: {
    flat: "Pis",
    penthouse: "Àtic",
    duplex: "Dúplex",
    studio: "Estudi",
    loft: "Loft",
    house: "Casa",
    chalet: "Xalet",
    townhouse: "Casa adossada",
    farmhouse: "Borda",
    room: "Habitació",
    land: "Terreny",
    parking: "Pàrquing",
    commercial: "Local comercial",
    office: "Oficina",
    industrial: "Nau industrial",
    building: "Edifici",
    storage: "Traster",
    other: "Altres",
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

export type Messages = typeof ca;
