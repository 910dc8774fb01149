// Sign-in, sign-up, password reset and email confirmation (the portal's account doors).
// Catalan is the source of the keys; the other languages are typed against it.
export const auth = {
  email: "Correu electrònic",
  password: "Contrasenya",
  passwordHint: "Com a mínim {min} caràcters.",
  newPassword: "Contrasenya nova",
  confirmPassword: "Confirma la contrasenya nova",
  sending: "S'està enviant…",
  saving: "S'està desant…",
  actionFailed:
    "Alguna cosa ha fallat i és possible que el canvi no s'hagi fet. Comprova la connexió i torna-ho a provar.",
  checkFields: "Revisa els camps marcats.",
  signInLink: "Inicia la sessió",
  signIn: {
    metaTitle: "Inicia la sessió",
    title: "Inicia la sessió a Llar",
    submit: "Inicia la sessió",
    pending: "S'està iniciant la sessió…",
    forgot: "Has oblidat la contrasenya?",
    continueWith: "Continua amb {provider}",
    magicLabel: "O rep un enllaç d'accés per correu",
    magicSubmit: "Envia'm un enllaç",
    checkInbox: "Mira la safata d'entrada: t'hem enviat un enllaç d'accés.",
    noAccount: "Encara no tens compte?",
    createOne: "Crea'n un",
    errors: {
      OAuthAccountNotLinked:
        "Aquest correu ja té un compte amb un altre mètode d'accés. Inicia la sessió com ho vas fer la primera vegada.",
      Verification: "Aquest enllaç d'accés ha caducat o ja s'ha fet servir. Demana'n un de nou.",
      SessionRequired: "Inicia la sessió per veure aquesta pàgina.",
      CredentialsSignin: "El correu o la contrasenya no són correctes.",
      EmailRateLimit: "S'han demanat massa enllaços d'accés. Espera una hora o inicia la sessió amb la contrasenya.",
      linkFailed: "No hem pogut enviar l'enllaç d'accés. Comprova l'adreça i torna-ho a provar.",
      other: "No s'ha pogut iniciar la sessió. Torna-ho a provar.",
    },
    notices: {
      reset: "Has canviat la contrasenya. Inicia la sessió amb la nova.",
      signedout: "S'han tancat totes les sessions. Torna a iniciar la sessió aquí.",
      deleted: "S'ha suprimit el compte. T'hem enviat una confirmació per correu.",
    },
  },
  signUp: {
    metaTitle: "Crea un compte",
    title: "Crea el teu compte de Llar",
    lead: "Obtén una clau d'API gratuïta en un minut: 100 peticions al dia, sense targeta. Primer t'enviem un enllaç per confirmar l'adreça.",
    name: "Nom (opcional)",
    submit: "Crea el compte",
    pending: "S'està creant el compte…",
    signInFailed: "S'ha creat el compte, però l'inici de sessió ha fallat: {error}",
    haveAccount: "Ja tens compte?",
  },
  forgot: {
    title: "Has oblidat la contrasenya?",
    lead: "Escriu l'adreça del teu compte: t'hi enviarem un enllaç per triar una contrasenya nova.",
    submit: "Envia'm un enllaç de restabliment",
    remembered: "Te n'has recordat?",
  },
  reset: {
    title: "Tria una contrasenya nova",
    submit: "Desa la contrasenya nova",
    newLink: "Demana un enllaç nou",
  },
  verify: {
    title: "Confirma l'adreça de correu",
    resendHint:
      "Inicia la sessió i fes servir «Torna a enviar el correu de verificació» a la <link>pàgina de claus</link> per obtenir un enllaç nou.",
    confirmed: "{email} està confirmada. Ja pots crear claus d'API i millorar-ne el pla.",
    goToKeys: "Ves a les teves claus d'API",
    submit: "Confirma la meva adreça",
    pending: "S'està confirmant…",
    noticeLog:
      "No hi ha cap servidor de correu configurat (EMAIL_SERVER): l'enllaç per a <strong>{email}</strong> s'ha escrit al registre del servidor, no s'ha enviat. Obre'l per confirmar que l'adreça és teva: fins aleshores pots mirar, però no crear claus d'API ni pagar.",
    notice:
      "Hem enviat un enllaç a <strong>{email}</strong>. Obre'l per confirmar que l'adreça és teva: fins aleshores pots mirar, però no crear claus d'API ni pagar, perquè ningú no pugui generar claus ni factures en nom d'una altra persona.",
    resend: "Torna a enviar el correu de verificació",
  },
};

export type AuthMessages = typeof auth;
