import type { alerts as ca } from "./ca";

export const alerts: typeof ca = {
  favourite: {
    add: "Ajouter aux favoris",
    remove: "Retirer des favoris",
    nav: "Favoris",
  },
  favourites: {
    title: "Mes favoris",
    intro:
      "Les logements que vous avez enregistrés. Sans compte, ils restent dans ce navigateur ; une fois connecté, dans votre compte.",
    empty: "Vous n'avez encore enregistré aucun logement. Touchez le cœur d'une annonce pour l'enregistrer.",
    delisted: "N'est plus en ligne",
    merged: "Cette annonce a été regroupée avec un autre logement",
    loading: "Chargement…",
  },
  save: {
    title: "Enregistrer cette recherche et m'alerter",
    email: "Adresse e-mail",
    frequency: "Fréquence",
    immediate: "Tout de suite",
    daily: "Une fois par jour",
    submit: "M'alerter",
    signedInAs: "Nous enverrons les alertes à {email}.",
    saved: "Recherche enregistrée. Vous recevrez un e-mail à chaque nouveau logement ou baisse de prix.",
    confirmSent:
      "Nous vous avons envoyé un e-mail pour confirmer l'adresse. Les alertes commenceront quand vous ouvrirez le lien.",
    invalidEmail: "Saisissez une adresse e-mail valide.",
    tooMany: "Cette adresse a déjà trop de recherches enregistrées. Supprimez-en une d'abord.",
    unavailable: "Impossible d'enregistrer la recherche pour l'instant. Réessayez plus tard.",
    manage: "Gérer les recherches enregistrées",
  },
  confirm: {
    title: "Confirmez les alertes",
    text: "Appuyez sur le bouton pour recevoir les alertes de cette recherche à {email}.",
    button: "Confirmer",
    done: "C'est fait ! Vous recevrez les alertes de cette recherche.",
    invalid: "Ce lien n'est pas valide ou la recherche n'existe plus.",
  },
  unsubscribe: {
    title: "Ne plus recevoir d'alertes",
    text: "Appuyez sur le bouton pour ne plus recevoir les alertes de cette recherche à {email}.",
    button: "Me désabonner",
    done: "Vous êtes désabonné : vous ne recevrez plus d'alertes de cette recherche.",
    invalid: "Ce lien n'est pas valide ou la recherche n'existe plus.",
  },
  manage: {
    title: "Recherches enregistrées",
    empty: "Vous n'avez aucune recherche enregistrée. Lancez une recherche et appuyez sur « M'alerter ».",
    open: "Ouvrir la recherche",
    pending: "En attente de confirmation",
    stopped: "Alertes arrêtées",
    delete: "Supprimer",
    everything: "Tous les logements",
  },
  mail: {
    confirmSubject: "Confirmez les alertes de Llar",
    confirmText:
      "Quelqu'un a demandé à recevoir à {email} les alertes de logements de cette recherche :\n{search}\n\nOuvrez ce lien pour confirmer :\n{link}\n\nSi ce n'est pas vous, ne faites rien : vous ne recevrez aucune alerte.",
    alertSubject: "{count, plural, one {# nouveauté} other {# nouveautés}} pour votre recherche sur Llar",
    intro: "Les nouveautés de votre recherche depuis la dernière alerte :",
    newHome: "Nouveau",
    priceDrop: "Baisse : avant {before}",
    more: "Et {count, plural, one {# autre} other {# autres}}. Tout voir : {link}",
    search: "Votre recherche : {link}",
    unsubscribe: "Pour ne plus recevoir d'alertes de cette recherche : {link}",
    signature: "— Llar, tous les logements d'Andorre",
    priceOnRequest: "Prix sur demande",
  },
};
