// The refusals of the account code, one message per refusal code (lib/domain/refusal.ts),
// worded with the values the code carries (lib/i18n/refusal-text.ts). Catalan is the source
// of the keys; tests/site/catalog.unit.test.ts holds every language to the codes.
export const errors = {
  sessionExpired: "La sessió ha caducat. Torna a iniciar la sessió.",
  serverError: "Alguna cosa ha fallat per part nostra. Torna-ho a provar d'aquí a un moment.",
  mailFailed: "No hem pogut enviar el correu. Torna-ho a provar d'aquí a un moment.",
  mailOff:
    "El correu no està configurat en aquest servidor (falta EMAIL_SERVER), així que no es pot enviar cap enllaç. Demana-ho a qui l'administra.",
  accountGone: "Aquest compte ja no existeix.",
  enterCredentials: "Escriu el correu i la contrasenya.",
  tooManyAttempts:
    "Massa intents fallits. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  tooManyAccounts:
    "S'han creat massa comptes des de la teva xarxa. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  tooManyRequests:
    "Massa sol·licituds des de la teva xarxa. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  tooManyResets:
    "Massa sol·licituds de restabliment. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  tooManyWrongPasswords:
    "Massa contrasenyes incorrectes. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  tooManyEmails:
    "Ja t'hem enviat diversos correus en l'última hora: mira la carpeta de correu brossa. Torna-ho a provar d'aquí a {minutes, plural, one {# minut} other {# minuts}}.",
  nameMax: "Nom: com a màxim {max} caràcters.",
  nameRequired: "Nom: digues-nos qui ets.",
  emailInvalid: "Correu: escriu una adreça com {example}.",
  emailTaken: "Correu: ja hi ha un compte amb aquesta adreça. Inicia la sessió.",
  passwordMin: "Contrasenya: com a mínim {min} caràcters.",
  passwordMax: "Contrasenya: com a màxim {max} caràcters.",
  newPasswordMin: "Contrasenya nova: com a mínim {min} caràcters.",
  newPasswordMax: "Contrasenya nova: com a màxim {max} caràcters.",
  newPasswordSame: "Contrasenya nova: tria'n una de diferent de l'actual.",
  confirmDiffers: "Confirmació: les dues contrasenyes no coincideixen.",
  currentWrong: "Contrasenya actual: aquesta no és la teva contrasenya actual.",
  deletePasswordWrong: "Contrasenya: aquesta no és la teva contrasenya. No s'ha suprimit res.",
  deleteEmailWrong: "Correu: escriu exactament l'adreça del teu compte. No s'ha suprimit res.",
  deleteStripeDown:
    "No s'ha pogut connectar amb Stripe per cancel·lar les subscripcions. No s'ha suprimit res: torna-ho a provar d'aquí a un moment.",
  noPassword:
    "El teu compte no té contrasenya: inicies la sessió amb un enllaç per correu o amb GitHub/Google. Per afegir-n'hi una, fes servir «Has oblidat la contrasenya?» a la pàgina d'inici de sessió.",
  resetSent:
    "Si hi ha un compte amb aquesta adreça, li hem enviat un enllaç per restablir la contrasenya. Caduca d'aquí a 1 hora.",
  verifySent: "Hem enviat un enllaç nou a {email}. Caduca d'aquí a 24 hores.",
  resetLogged:
    "No hi ha cap servidor de correu configurat (EMAIL_SERVER): si hi ha un compte amb aquesta adreça, l'enllaç per restablir la contrasenya s'ha escrit al registre del servidor. Caduca d'aquí a 1 hora.",
  verifyLogged:
    "No hi ha cap servidor de correu configurat (EMAIL_SERVER): l'enllaç nou per a {email} s'ha escrit al registre del servidor. Caduca d'aquí a 24 hores.",
  alreadyConfirmed: "La teva adreça ja està confirmada.",
  confirmFirst:
    "Primer confirma l'adreça de correu: obre l'enllaç que t'hem enviat o demana'n un de nou des d'aquesta pàgina.",
  keyNameRequired: "Nom: posa un nom a la clau, p. ex. l'app que la farà servir.",
  keyMissing: "Aquesta clau no existeix.",
  keyRevoked: "Aquesta clau s'ha revocat.",
  tooManyKeys: "Tens {count} claus actives, el màxim per compte. Primer revoca'n una.",
  companyRequired: "Empresa: l'organització per a la qual és la clau.",
  companyMax: "Empresa: com a màxim {max} caràcters.",
  messageMin: "Missatge: una o dues frases sobre l'ús que en faràs (com a mínim 10 caràcters).",
  messageMax: "Missatge: com a màxim 5.000 caràcters.",
  chooseKey: "Tria una clau.",
  urlHttps: "L'URL ha de fer servir https.",
  urlHttpsOrLocal: "L'URL ha de fer servir https (o http cap a localhost o 127.0.0.1).",
  urlNotAbsolute: "«{url}» no és un URL absolut (p. ex. https://example.com/llar-webhook).",
  urlCredentials: "L'URL no pot contenir cap nom d'usuari ni contrasenya.",
  priceRange: "El preu mínim no pot ser superior al preu màxim.",
  priceWhole: "Els preus han de ser nombres enters d'euros, 0 o més.",
  webhookPlan: "Els webhooks necessiten el pla {plan} o superior; la clau {prefix} té el pla {current}.",
  tooManyEndpoints: "Una clau pot tenir com a màxim {max} endpoints de webhook.",
  eventBusy: "Aquest esdeveniment s'està lliurant ara mateix; torna-ho a provar d'aquí a uns segons.",
  noTestProperty: "Encara no hi ha cap habitatge per posar en un esdeveniment de prova.",
  urlRequired: "Cal l'URL.",
  urlTooLong: "L'URL té més de {max} caràcters.",
  urlLocalDevOnly: "Les URL de localhost només s'accepten en desenvolupament.",
  notOneOf:
    "{field, select, op {L'operació} type {El tipus} other {La parròquia}} ha de ser un d'aquests valors: {values}.",
  invalidEndpoint: "L'endpoint no és vàlid.",
  keyPrefixRevoked: "La clau {prefix} està revocada.",
  noEndpoint: "No existeix l'endpoint de webhook {id}.",
  noEvent: "No existeix l'esdeveniment {id}.",
  urlNotPublic: "L'URL ha d'apuntar a una adreça pública d'internet.",
  tooManySends:
    "Massa esdeveniments de prova i reenviaments per a aquest endpoint; torna-ho a provar d'aquí a uns minuts.",
  endpointDisabled: "Aquest endpoint està desactivat; primer activa'l.",
  tooManyNewKeys: "Ja has creat el màxim de claus que es permeten en un dia. Torna-ho a provar demà.",
  deliveryRefused: "connexió rebutjada",
  deliveryNoHost: "no s'ha trobat el nom del servidor",
  deliveryTls: "error de TLS",
  deliveryReset: "connexió interrompuda",
  deliveryFailed: "la connexió ha fallat",
  deliveryNotPublic: "no és una adreça pública d'internet",
  deliveryTimeout: "cap resposta en {ms} ms",
  wrongCredentials: "El correu o la contrasenya no són correctes.",
  linkInvalid:
    "Aquest enllaç no és vàlid. Potser està incomplet o un correu més recent l'ha substituït: fes servir el darrer.",
  linkExpired: "Aquest enllaç ha caducat. Demana'n un de nou.",
  linkUsed: "Aquest enllaç ja s'ha fet servir. Demana'n un de nou si encara el necessites.",
  deliveryStatus: "HTTP {status}",
};

export type ErrorsMessages = typeof errors;
