import type { ErrorsMessages } from "./ca";

export const errors: ErrorsMessages = {
  sessionExpired: "Votre session a expiré. Reconnectez-vous.",
  serverError: "Un problème est survenu de notre côté. Réessayez dans un instant.",
  mailFailed: "Nous n'avons pas pu envoyer l'e-mail. Réessayez dans un instant.",
  mailOff:
    "L'e-mail n'est pas configuré sur ce serveur (EMAIL_SERVER n'est pas défini) : aucun lien ne peut être envoyé. Adressez-vous à son administrateur.",
  accountGone: "Ce compte n'existe plus.",
  enterCredentials: "Saisissez votre adresse e-mail et votre mot de passe.",
  tooManyAttempts: "Trop de tentatives échouées. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyAccounts:
    "Trop de comptes ont été créés depuis votre réseau. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyRequests:
    "Trop de demandes depuis votre réseau. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyResets:
    "Trop de demandes de réinitialisation. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyWrongPasswords:
    "Trop de mots de passe erronés. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  tooManyEmails:
    "Nous vous avons déjà envoyé plusieurs e-mails dans l'heure : vérifiez vos courriers indésirables. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.",
  nameMax: "Nom : {max} caractères au maximum.",
  nameRequired: "Nom : dites-nous qui vous êtes.",
  emailInvalid: "E-mail : saisissez une adresse comme {example}.",
  emailTaken: "E-mail : un compte existe déjà avec cette adresse. Connectez-vous.",
  passwordMin: "Mot de passe : au moins {min} caractères.",
  passwordMax: "Mot de passe : {max} caractères au maximum.",
  newPasswordMin: "Nouveau mot de passe : au moins {min} caractères.",
  newPasswordMax: "Nouveau mot de passe : {max} caractères au maximum.",
  newPasswordSame: "Nouveau mot de passe : choisissez-en un différent de l'actuel.",
  confirmDiffers: "Confirmation : les deux mots de passe sont différents.",
  currentWrong: "Mot de passe actuel : ce n'est pas votre mot de passe actuel.",
  deletePasswordWrong: "Mot de passe : ce n'est pas votre mot de passe. Rien n'a été supprimé.",
  deleteEmailWrong: "E-mail : saisissez exactement l'adresse de votre compte. Rien n'a été supprimé.",
  deleteStripeDown:
    "Impossible de joindre Stripe pour résilier vos abonnements. Rien n'a été supprimé : réessayez dans un instant.",
  noPassword:
    "Votre compte n'a pas de mot de passe : vous vous connectez par un lien envoyé par e-mail ou avec GitHub/Google. Pour en ajouter un, utilisez « Mot de passe oublié ? » sur la page de connexion.",
  resetSent:
    "Si un compte utilise cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe. Il expire dans 1 heure.",
  verifySent: "Nous avons envoyé un nouveau lien à {email}. Il expire dans 24 heures.",
  resetLogged:
    "Aucun serveur de courrier n'est configuré (EMAIL_SERVER) : si un compte utilise cette adresse, son lien de réinitialisation a été écrit dans le journal du serveur. Il expire dans 1 heure.",
  verifyLogged:
    "Aucun serveur de courrier n'est configuré (EMAIL_SERVER) : le nouveau lien pour {email} a été écrit dans le journal du serveur. Il expire dans 24 heures.",
  alreadyConfirmed: "Votre adresse est déjà confirmée.",
  confirmFirst:
    "Confirmez d'abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau depuis cette page.",
  keyNameRequired: "Nom : donnez un nom à la clé, p. ex. l'appli qui l'utilisera.",
  keyMissing: "Cette clé n'existe pas.",
  keyRevoked: "Cette clé a été révoquée.",
  tooManyKeys: "Vous avez {count} clés actives, le maximum par compte. Révoquez-en une d'abord.",
  companyRequired: "Entreprise : l'organisation à laquelle la clé est destinée.",
  companyMax: "Entreprise : {max} caractères au maximum.",
  messageMin: "Message : une phrase ou deux sur votre usage (au moins 10 caractères).",
  messageMax: "Message : 5 000 caractères au maximum.",
  chooseKey: "Choisissez une clé.",
  urlHttps: "L'URL doit utiliser https.",
  urlHttpsOrLocal: "L'URL doit utiliser https (ou http vers localhost ou 127.0.0.1).",
  urlNotAbsolute: "« {url} » n'est pas une URL absolue (p. ex. https://example.com/llar-webhook).",
  urlCredentials: "L'URL ne doit contenir ni nom d'utilisateur ni mot de passe.",
  priceRange: "Le prix minimum ne doit pas dépasser le prix maximum.",
  priceWhole: "Les prix doivent être des nombres entiers d'euros, 0 ou plus.",
  webhookPlan: "Les webhooks nécessitent le forfait {plan} ou supérieur ; la clé {prefix} est au forfait {current}.",
  tooManyEndpoints: "Une clé peut avoir au maximum {max} endpoints de webhook.",
  eventBusy: "Cet événement est en cours de livraison ; réessayez dans quelques secondes.",
  noTestProperty: "Il n'y a encore aucun logement à mettre dans un événement de test.",
  urlRequired: "L'URL est obligatoire.",
  urlTooLong: "L'URL dépasse {max} caractères.",
  urlLocalDevOnly: "Les URL localhost ne sont acceptées qu'en développement.",
  notOneOf:
    "{field, select, op {L'opération} type {Le type} other {La paroisse}} doit être l'une de ces valeurs : {values}.",
  invalidEndpoint: "Endpoint non valide.",
  keyPrefixRevoked: "La clé {prefix} est révoquée.",
  noEndpoint: "L'endpoint de webhook {id} n'existe pas.",
  noEvent: "L'événement {id} n'existe pas.",
  urlNotPublic: "L'URL doit pointer vers une adresse internet publique.",
  tooManySends: "Trop d'événements de test et de renvois pour cet endpoint ; réessayez dans quelques minutes.",
  endpointDisabled: "Cet endpoint est désactivé ; réactivez-le d'abord.",
  tooManyNewKeys: "Vous avez créé le maximum de clés autorisé par jour. Réessayez demain.",
  deliveryRefused: "connexion refusée",
  deliveryNoHost: "nom d'hôte introuvable",
  deliveryTls: "erreur TLS",
  deliveryReset: "connexion interrompue",
  deliveryFailed: "échec de la connexion",
  deliveryNotPublic: "pas une adresse internet publique",
  deliveryTimeout: "aucune réponse en {ms} ms",
  wrongCredentials: "Adresse e-mail ou mot de passe incorrect.",
  linkInvalid:
    "Ce lien n'est pas valide. Il est peut-être incomplet, ou un e-mail plus récent l'a remplacé : utilisez le dernier.",
  linkExpired: "Ce lien a expiré. Demandez-en un nouveau.",
  linkUsed: "Ce lien a déjà été utilisé. Demandez-en un nouveau si vous en avez encore besoin.",
  deliveryStatus: "HTTP {status}",
};
