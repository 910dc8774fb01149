// The account emails (plain text; the magic sign-in link also as simple HTML), in the
// language of the page the request came from.
// Catalan is the source of the keys; the other languages are typed against it.
export const mail = {
  signature: "— Llar, tots els habitatges en venda o lloguer d'Andorra",
  notYou:
    "Si no has estat tu, restableix ara la contrasenya des de la pàgina d'inici de sessió i posa't en contacte amb nosaltres.",
  magicLink: {
    subject: "El teu enllaç per iniciar la sessió a Llar",
    text: "Obre aquest enllaç per iniciar la sessió a Llar com a {to} (caduca d'aquí a 10 minuts i només funciona una vegada):",
    button: "Inicia la sessió a Llar",
    after: "Si no l'has demanat tu, ignora aquest correu: ningú no pot iniciar la sessió sense obrir l'enllaç.",
  },
  verify: {
    subject: "Confirma la teva adreça de correu a Llar",
    text: "Obre aquest enllaç per confirmar que {to} és la teva adreça (caduca d'aquí a 24 hores):",
    after:
      "Fins que no ho facis, pots iniciar la sessió però no crear claus d'API ni pagar.\nSi no has creat cap compte a Llar, ignora aquest correu.",
  },
  verified: {
    subject: "La teva adreça de correu està confirmada",
    text: "{to} ja està confirmada al teu compte de Llar: ja pots crear claus d'API i millorar-ne el pla.",
  },
  reset: {
    subject: "Restableix la contrasenya de Llar",
    text: "Algú ha demanat restablir la contrasenya del compte de Llar de {to}. Obre aquest enllaç per triar-ne una de nova (caduca d'aquí a 1 hora i només funciona una vegada):",
    after: "Si no ho has demanat tu, ignora aquest correu: la contrasenya no canvia.",
  },
  passwordReset: {
    subject: "S'ha restablert la contrasenya de Llar",
    text: "La contrasenya del teu compte de Llar s'ha restablert amb un enllaç enviat per correu, i s'han tancat totes les sessions.",
  },
  passwordChanged: {
    subject: "S'ha canviat la contrasenya de Llar",
    text: "La contrasenya del teu compte de Llar s'ha canviat, i s'han tancat totes les altres sessions.",
  },
  signedOutEverywhere: {
    subject: "S'han tancat totes les sessions de Llar",
    text: "S'han tancat totes les sessions del teu compte de Llar, tal com has demanat. Torna a iniciar la sessió allà on ho necessitis.",
  },
  deleted: {
    subject: "S'ha suprimit el teu compte de Llar",
    text: "S'han suprimit el teu compte de Llar i les seves dades personals, s'han revocat les claus d'API i s'han cancel·lat les subscripcions. Les estadístiques d'ús es conserven sense res que t'identifiqui.",
    after: "Si no has estat tu, posa't en contacte amb nosaltres immediatament.",
  },
};

export type MailMessages = typeof mail;
