import type { AuthMessages } from "./ca";

export const auth: AuthMessages = {
  email: "Adresse e-mail",
  password: "Mot de passe",
  passwordHint: "Au moins {min} caractères.",
  newPassword: "Nouveau mot de passe",
  confirmPassword: "Confirmez le nouveau mot de passe",
  sending: "Envoi en cours…",
  saving: "Enregistrement…",
  actionFailed:
    "Un problème est survenu et la modification n'a peut-être pas été faite. Vérifiez votre connexion et réessayez.",
  checkFields: "Vérifiez les champs signalés.",
  signInLink: "Connectez-vous",
  signIn: {
    metaTitle: "Connexion",
    title: "Connexion à Llar",
    submit: "Se connecter",
    pending: "Connexion…",
    forgot: "Mot de passe oublié ?",
    continueWith: "Continuer avec {provider}",
    magicLabel: "Ou recevez un lien de connexion par e-mail",
    magicSubmit: "M'envoyer un lien",
    checkInbox: "Consultez votre boîte de réception : nous vous avons envoyé un lien de connexion.",
    noAccount: "Pas encore de compte ?",
    createOne: "Créez-en un",
    errors: {
      OAuthAccountNotLinked:
        "Cette adresse a déjà un compte avec une autre méthode de connexion. Connectez-vous comme la première fois.",
      Verification: "Ce lien de connexion a expiré ou a déjà été utilisé. Demandez-en un nouveau.",
      SessionRequired: "Connectez-vous pour voir cette page.",
      CredentialsSignin: "Adresse e-mail ou mot de passe incorrect.",
      EmailRateLimit:
        "Trop de liens de connexion ont été demandés. Attendez une heure, ou connectez-vous avec votre mot de passe.",
      linkFailed: "Nous n'avons pas pu envoyer le lien de connexion. Vérifiez l'adresse et réessayez.",
      other: "La connexion a échoué. Réessayez.",
    },
    notices: {
      reset: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
      signedout: "Toutes vos sessions ont été fermées. Reconnectez-vous ici.",
      deleted: "Votre compte a été supprimé. Nous vous avons envoyé une confirmation par e-mail.",
    },
  },
  signUp: {
    metaTitle: "Créer un compte",
    title: "Créez votre compte Llar",
    lead: "Obtenez une clé d'API gratuite en une minute : 100 requêtes par jour, sans carte bancaire. Nous vous envoyons d'abord un lien pour confirmer votre adresse.",
    name: "Nom (facultatif)",
    submit: "Créer le compte",
    pending: "Création du compte…",
    signInFailed: "Votre compte a été créé, mais la connexion a échoué : {error}",
    haveAccount: "Vous avez déjà un compte ?",
  },
  forgot: {
    title: "Mot de passe oublié ?",
    lead: "Saisissez l'adresse de votre compte : nous y enverrons un lien pour choisir un nouveau mot de passe.",
    submit: "M'envoyer un lien de réinitialisation",
    remembered: "Il vous est revenu ?",
  },
  reset: {
    title: "Choisissez un nouveau mot de passe",
    submit: "Enregistrer le nouveau mot de passe",
    newLink: "Demander un nouveau lien",
  },
  verify: {
    title: "Confirmez votre adresse e-mail",
    resendHint:
      "Connectez-vous et utilisez « Renvoyer l'e-mail de vérification » sur la <link>page des clés</link> pour obtenir un nouveau lien.",
    confirmed: "{email} est confirmée. Vous pouvez maintenant créer des clés d'API et changer leur forfait.",
    goToKeys: "Aller à vos clés d'API",
    submit: "Confirmer mon adresse",
    pending: "Confirmation…",
    noticeLog:
      "Aucun serveur de courrier n'est configuré (EMAIL_SERVER) : le lien pour <strong>{email}</strong> a été écrit dans le journal du serveur, pas envoyé. Ouvrez-le pour confirmer que l'adresse est la vôtre : d'ici là vous pouvez consulter, mais pas créer de clés d'API ni payer.",
    notice:
      "Nous avons envoyé un lien à <strong>{email}</strong>. Ouvrez-le pour confirmer que l'adresse est la vôtre : d'ici là, vous pouvez consulter le portail, mais pas créer de clés d'API ni payer, afin que personne ne puisse créer des clés ou des factures au nom d'un autre.",
    resend: "Renvoyer l'e-mail de vérification",
  },
};
