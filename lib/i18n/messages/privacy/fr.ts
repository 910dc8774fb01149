import type { privacy as ca } from "./ca";

export const privacy: typeof ca = {
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
};
