import { photos } from "./photos/fr";
import type { Messages } from "./ca";
import { finder } from "./finder/fr";
import { alerts } from "./alerts/fr";
import { mapMarkers } from "./mapMarkers/fr";
import { auth } from "./auth/fr";
import { account } from "./account/fr";
import { plans } from "./plans/fr";
import { webhooks } from "./webhooks/fr";
import { apiDocs } from "./apiDocs/fr";
import { errors } from "./errors/fr";
import { mail } from "./mail/fr";
import { apiGuides } from "./apiGuides/fr";
import { siteNotes } from "./siteNotes/fr";
import { sameFacts } from "./sameFacts/fr";

export const fr: Messages = {
  finder,
  alerts,
  photos,
  meta: {
    siteName: "Llar",
    tagline: "Tous les logements d'Andorre",
    description: "Tous les logements à vendre ou à louer en Andorre, de tous les portails et agences, au même endroit.",
  },
  nav: {
    label: "Navigation principale",
    search: "Rechercher",
    parishes: "Paroisses",
    about: "À propos des données",
    docs: "API",
    pricing: "Tarifs",
    account: "Compte",
    skip: "Aller au contenu",
  },
  lang: { label: "Langue", change: "Changer" },
  footer: {
    about:
      "Llar réunit les logements à vendre et à louer en Andorre de tous les portails et agences. Chaque annonce est affichée avec sa source et un lien ; les données sont celles que publient les sources.",
    licences:
      "Données cartographiques © contributeurs d'OpenStreetMap (ODbL). Lieux de GeoNames (CC BY 4.0). Annonces d'exemple de pisos.ad via Zenodo (CC BY-SA 4.0).",
    aboutLink: "À propos des données",
    legal: "Mentions légales",
    privacy: "Confidentialité",
    terms: "Conditions et licences",
    contact: "Contact",
  },
  home: {
    title: "Tous les logements d'Andorre, au même endroit",
    lead: "Llar rassemble les annonces de tous les portails et agences et les fusionne en une fiche par logement, avec le prix de chaque source et le lien vers son annonce.",
  },
  search: {
    title: "Logements en Andorre",
    titleOp: "{op} {inPlace}",
    filters: "Filtres",
    operation: "Transaction",
    type: "Type",
    allHomes: "Tous les logements",
    parish: "Paroisse",
    anyParish: "Toutes les paroisses",
    minPrice: "Prix minimum (€)",
    maxPrice: "Prix maximum (€)",
    minRooms: "Chambres (min.)",
    minSurface: "Surface (min. m²)",
    any: "Indifférent",
    sort: "Tri",
    apply: "Appliquer",
    reset: "Effacer les filtres",
    area: "Zone de la carte appliquée",
    clearArea: "Retirer la zone",
    invalid: "Nous avons ignoré des valeurs non valides : {fields}.",
    pageCap: "Les résultats s'arrêtent à la page {page} : affinez la recherche avec les filtres pour voir la suite.",
    empty: "Aucun logement ne correspond à ces filtres.",
    emptyHint: "Essayez d'élargir le prix, de retirer la paroisse ou la zone de la carte.",
    results: "Résultats",
    next: "Suivant",
    previous: "Précédent",
    first: "Première page",
    pagination: "Pagination",
    unavailable: "La recherche est indisponible pour le moment. Réessayez dans quelques minutes.",
    titleOpType: "{op} : {types} {inPlace}",
  },
  sort: {
    newest: "Plus récents",
    price_asc: "Prix croissant",
    price_desc: "Prix décroissant",
    surface_desc: "Surface décroissante",
  },
  card: {
    sites: "{count, plural, one {sur # site} other {sur # sites}}",
    rooms: "{count, plural, one {# ch.} other {# ch.}}",
    priceOnRequest: "Prix sur demande",
    perMonth: "/mois",
  },
  map: {
    label: "Carte des résultats",
    searchArea: "Rechercher dans cette zone",
    loading: "Chargement de la carte…",
    noTiles: "La carte externe ne répond pas : le fond de carte intégré est affiché.",
    show: "Afficher la carte",
    area: "dans la zone de la carte",
    unplaced: "{count} logements sans position ne figurent pas sur la carte",
  },
  property: {
    facts: "Caractéristiques",
    features: "Équipements",
    description: "Description",
    location: "Emplacement",
    sources: "Annonces sur les sources",
    sourcesLead:
      "Ce logement apparaît {count, plural, one {sur # site} other {sur # sites}}. Chaque prix est celui que publie la source.",
    source: "Source",
    agency: "Agence",
    reference: "Référence",
    price: "Prix",
    seeAdvert: "Voir l'annonce sur {source}",
    priceHistory: "Évolution du prix",
    noHistory: "Aucun changement de prix pour l'instant.",
    removed: "Retirée",
    delisted: "Ce logement n'est plus annoncé sur aucun site. La fiche est conservée pour référence.",
    firstSeen: "Vu pour la première fois",
    lastSeen: "Vu pour la dernière fois",
    operation: "Transaction",
    type: "Type",
    surface: "Surface",
    plot: "Terrain",
    rooms: "Chambres",
    bathrooms: "Salles de bain",
    parish: "Paroisse",
    town: "Localité",
    priceRange: "Prix",
    back: "Retour à la recherche",
    notFound: "Ce logement n'existe pas.",
    inLanguage: "Texte original en {language}",
    languageUnknown: "Texte original",
  },
  precision: {
    exact: "Emplacement exact selon la source.",
    street: "Emplacement approximatif : la rue, pas l'adresse exacte.",
    town: "Emplacement approximatif : le centre de la localité, pas le logement.",
    parish: "Emplacement approximatif : seule la paroisse est connue.",
    none: "La source n'indique pas où se trouve le logement.",
  },
  parish: {
    title: "Marché immobilier {ofPlace}",
    lead: "Statistiques des logements actifs {inPlace}, calculées avec les mêmes données que l'API.",
    stats: "Statistiques par type",
    count: "Logements",
    median: "Prix médian",
    mean: "Prix moyen",
    perM2: "Médiane €/m²",
    size: "Surface médiane",
    noStats: "Aucun logement actif pour ce type de transaction dans la paroisse.",
    towns: "Localités et quartiers",
    search: "Chercher des logements {inPlace}",
    all: "Paroisses d'Andorre",
    allLead: "Les sept paroisses, avec les statistiques du marché et leurs localités.",
    trend: "Évolution du prix demandé",
    trendLead:
      "Prix médian que demandaient les logements {inPlace} à la fin de chaque semaine, d'après l'historique des prix des annonces.",
    trendLabel: "Prix médian demandé {inPlace} : {first} le {from}, {last} le {to}.",
    trendHomes: "{count} logements",
    noTrend: "Il n'y a pas encore assez d'historique de prix pour en montrer l'évolution.",
    map: "Les logements sur la carte",
  },
  about: {
    title: "À propos des données",
    lead: "Llar regroupe en une fiche par logement les annonces de plusieurs portails et agences d'Andorre.",
    sources: "Sources et licences",
    osm: "Limites des paroisses et lieux : © contributeurs d'OpenStreetMap, sous licence Open Database License (ODbL).",
    geonames:
      "Noms et coordonnées des localités : GeoNames, sous licence Creative Commons Attribution 4.0 (CC BY 4.0).",
    pisos:
      "Annonces d'exemple : données de pisos.ad publiées sur Zenodo (DOI 10.5281/zenodo.10112197), sous licence CC BY-SA 4.0.",
    terms: "Conditions d'utilisation",
    term1:
      "Chaque fois qu'une annonce est affichée, il faut citer sa source et mettre un lien vers l'annonce d'origine.",
    term2: "Pas de republication en masse ni de revente des données.",
    term3: "Une clé d'API par organisation.",
    term4: "Les données sont celles que publient les sources.",
    how: "Fonctionnement",
    howText:
      "Quand plusieurs sites annoncent le même logement, Llar les réunit en une seule fiche avec le prix de chaque source, l'historique des prix et le lien vers chaque annonce.",
  },
  notFound: {
    title: "Page introuvable",
    text: "La page n'existe pas ou le logement n'est plus annoncé nulle part.",
    search: "Rechercher des logements",
  },
  privacy: {
    title: "Confidentialité",
    lead: "Quelles données Llar conserve, combien de temps, et qui en répond.",
    controller: "Qui est responsable",
    controllerText:
      "{controller} est le responsable du traitement des données personnelles décrites ici. Pour toute question ou demande sur vos données, écrivez à <mail>{email}</mail>.",
    visitors: "Visiteurs",
    visitorsText:
      "Aucun compte n'est nécessaire pour chercher un logement. Le site dépose un seul cookie, llar-locale, avec la langue choisie (conservé un an). Il n'y a ni mesure d'audience, ni publicité, ni pistage par des tiers.",
    favourites: "Favoris",
    favouritesText:
      "Les logements que vous mettez en favoris restent dans votre navigateur (son stockage local), pas sur nos serveurs, jusqu'à ce que vous les retiriez ou effaciez les données du site. Connecté, ils sont conservés avec votre compte, jusqu'à ce que vous les retiriez ou supprimiez le compte.",
    alerts: "Alertes par e-mail et recherches enregistrées",
    alertsText:
      "Quand vous demandez des alertes, nous conservons votre adresse e-mail, la recherche, sa langue et la fréquence d'envoi. Rien n'est envoyé avant que vous confirmiez l'adresse avec le lien reçu. Chaque alerte contient un lien de désinscription ; une alerte désinscrite est supprimée {days} jours plus tard, et une alerte jamais confirmée {days} jours après la demande.",
    accounts: "Comptes développeur",
    accountsText:
      "Si vous créez un compte pour l'API, nous conservons votre e-mail, votre nom, votre mot de passe haché, vos clés d'API, leur usage (requêtes par jour) et vos webhooks, ainsi qu'un cookie de session tant que vous êtes connecté. Les journaux de livraison des webhooks sont conservés 30 jours. Si vous payez un forfait, Stripe traite le paiement ; nous ne gardons que l'identifiant client et l'état de l'abonnement. Supprimer le compte (Compte → Supprimer) révoque les clés et efface d'un coup toutes les données personnelles ; les compteurs d'usage restent, anonymisés, et Stripe conserve ses factures comme l'exige la loi comptable.",
    logs: "Journaux et limites anti-abus",
    logsText:
      "Le serveur journalise les erreurs, pas les visites, et ses journaux sont conservés au plus {logDays} jours. Pour empêcher les abus, les tentatives de connexion, d'inscription et d'alerte sont comptées par adresse IP pendant une heure au plus.",
    adverts: "Annonces",
    advertsText:
      "Les annonces sont publiques et publiées par les sources ; nous en montrons le prix, l'agence et un lien vers l'annonce d'origine. Pour corriger ou retirer une annonce, contactez la source liée.",
    rights: "Vos droits",
    rightsText:
      "Vous pouvez demander l'accès à vos données, leur rectification, leur export ou leur effacement, ou vous opposer à leur usage, en écrivant à <mail>{email}</mail> ; nous répondons sous un mois. Vous pouvez aussi saisir l'Agence andorrane de protection des données (APDA).",
  },
  terms: {
    title: "Conditions et licences",
    lead: "Les conditions d'utilisation de Llar et les règles d'attribution des données affichées.",
    attribution: "Attribution des données",
    attributionLead:
      "Quiconque affiche des données de Llar (sur le site ou via l'API) doit respecter les licences des sources :",
    pisos:
      "Annonces d'exemple de pisos.ad (Zenodo, DOI 10.5281/zenodo.10112197) : CC BY-SA 4.0. Il faut citer pisos.ad et partager les œuvres dérivées sous la même licence.",
    osm: "Carte, limites des paroisses et lieux : © contributeurs d'OpenStreetMap, Open Database License (ODbL 1.0). Il faut afficher « © OpenStreetMap contributors » et partager les bases de données dérivées sous la même licence.",
    geonames: "Noms et coordonnées des localités : GeoNames (geonames.org), CC BY 4.0. Il faut citer GeoNames.",
    use: "Utilisation du service",
    use1: "Chaque fois qu'une annonce est affichée, il faut citer sa source et lier l'annonce d'origine.",
    use2: "La republication massive et la revente des données sont interdites.",
    use3: "Une clé d'API par organisation ; les limites de chaque forfait s'appliquent par clé.",
    accuracy: "Exactitude",
    accuracyText:
      "Les données sont celles que publient les sources. Llar les réunit mais n'en garantit pas l'exactitude : vérifiez toujours l'annonce d'origine avant de décider.",
  },
  contact: {
    title: "Contact",
    lead: "Comment contacter Llar.",
    adverts: "À propos d'une annonce",
    advertsText:
      "Llar ne publie pas d'annonces : chaque fiche renvoie aux annonces des sources. Pour une question sur un logement, une correction ou un retrait, adressez-vous à l'agence ou au portail lié sur la fiche.",
    business: "API, Enterprise et entreprises",
    businessText:
      "Pour l'API, un forfait Enterprise, des données ou toute autre demande, écrivez-nous avec le formulaire de contact ; nous répondrons par e-mail.",
    form: "Ouvrir le formulaire de contact",
    privacy: "Confidentialité et vos données",
    privacyText:
      "Pour consulter, corriger, exporter ou effacer les données que nous détenons sur vous, ou pour toute question de confidentialité, écrivez à <mail>{email}</mail>. Cette adresse sert uniquement aux demandes sur les données, ce n'est pas le formulaire commercial ; la <privacy>page confidentialité</privacy> dit ce que nous conservons et combien de temps.",
  },
  operation: { sale: "Vente", rent: "Location", seasonal_rent: "Location saisonnière" },
  type: {
    flat: "Appartement",
    penthouse: "Attique",
    duplex: "Duplex",
    studio: "Studio",
    loft: "Loft",
    house: "Maison",
    chalet: "Chalet",
    townhouse: "Maison mitoyenne",
    farmhouse: "Borda",
    room: "Chambre",
    land: "Terrain",
    parking: "Parking",
    commercial: "Local commercial",
    office: "Bureau",
    industrial: "Local industriel",
    building: "Immeuble",
    storage: "Débarras",
    other: "Autre",
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
