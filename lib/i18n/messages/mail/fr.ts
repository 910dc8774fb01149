import type { MailMessages } from "./ca";

export const mail: MailMessages = {
  signature: "— Llar, tous les logements à vendre ou à louer en Andorre",
  notYou:
    "Si ce n'était pas vous, réinitialisez maintenant votre mot de passe depuis la page de connexion et contactez-nous.",
  magicLink: {
    subject: "Votre lien de connexion à Llar",
    text: "Ouvrez ce lien pour vous connecter à Llar en tant que {to} (il expire dans 10 minutes et ne sert qu'une fois) :",
    button: "Se connecter à Llar",
    after: "Si vous ne l'avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans ouvrir le lien.",
  },
  verify: {
    subject: "Confirmez votre adresse e-mail pour Llar",
    text: "Ouvrez ce lien pour confirmer que {to} est bien votre adresse (il expire dans 24 heures) :",
    after:
      "D'ici là, vous pouvez vous connecter, mais pas créer de clés d'API ni payer.\nSi vous n'avez pas créé de compte Llar, ignorez cet e-mail.",
  },
  verified: {
    subject: "Votre adresse e-mail est confirmée",
    text: "{to} est maintenant confirmée sur votre compte Llar : vous pouvez créer des clés d'API et changer leur forfait.",
  },
  reset: {
    subject: "Réinitialisez votre mot de passe Llar",
    text: "Quelqu'un a demandé à réinitialiser le mot de passe du compte Llar de {to}. Ouvrez ce lien pour en choisir un nouveau (il expire dans 1 heure et ne sert qu'une fois) :",
    after: "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  passwordReset: {
    subject: "Votre mot de passe Llar a été réinitialisé",
    text: "Le mot de passe de votre compte Llar a été réinitialisé par un lien envoyé par e-mail, et toutes les sessions ont été fermées.",
  },
  passwordChanged: {
    subject: "Votre mot de passe Llar a été modifié",
    text: "Le mot de passe de votre compte Llar a été modifié, et toutes les autres sessions ont été fermées.",
  },
  signedOutEverywhere: {
    subject: "Vous avez été déconnecté de Llar partout",
    text: "Toutes les sessions de votre compte Llar ont été fermées, comme vous l'avez demandé. Reconnectez-vous là où vous en avez besoin.",
  },
  deleted: {
    subject: "Votre compte Llar a été supprimé",
    text: "Votre compte Llar et ses données personnelles ont été supprimés, ses clés d'API révoquées et ses abonnements résiliés. Les statistiques d'utilisation sont conservées sans rien qui vous identifie.",
    after: "Si ce n'était pas vous, contactez-nous immédiatement.",
  },
};
