import type { ErrorsMessages } from "./ca";

export const errors: ErrorsMessages = {
  sessionExpired: "Tu sesión ha caducado. Vuelve a iniciar sesión.",
  serverError: "Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.",
  mailFailed: "No hemos podido enviar el correo. Vuelve a intentarlo en un momento.",
  mailOff:
    "El correo no está configurado en este servidor (falta EMAIL_SERVER), así que no se puede enviar ningún enlace. Pídeselo a quien lo administra.",
  accountGone: "Esta cuenta ya no existe.",
  enterCredentials: "Escribe tu correo y tu contraseña.",
  tooManyAttempts:
    "Demasiados intentos fallidos. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyAccounts:
    "Se han creado demasiadas cuentas desde tu red. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyRequests:
    "Demasiadas solicitudes desde tu red. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyResets:
    "Demasiadas solicitudes de restablecimiento. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyWrongPasswords:
    "Demasiadas contraseñas incorrectas. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  tooManyEmails:
    "Ya te hemos enviado varios correos en la última hora: revisa la carpeta de spam. Vuelve a intentarlo dentro de {minutes, plural, one {# minuto} other {# minutos}}.",
  nameMax: "Nombre: como máximo {max} caracteres.",
  nameRequired: "Nombre: dinos quién eres.",
  emailInvalid: "Correo: escribe una dirección como {example}.",
  emailTaken: "Correo: ya existe una cuenta con esta dirección. Inicia sesión.",
  passwordMin: "Contraseña: al menos {min} caracteres.",
  passwordMax: "Contraseña: como máximo {max} caracteres.",
  newPasswordMin: "Contraseña nueva: al menos {min} caracteres.",
  newPasswordMax: "Contraseña nueva: como máximo {max} caracteres.",
  newPasswordSame: "Contraseña nueva: elige una distinta de la actual.",
  confirmDiffers: "Confirmación: las dos contraseñas no coinciden.",
  currentWrong: "Contraseña actual: esa no es tu contraseña actual.",
  deletePasswordWrong: "Contraseña: esa no es tu contraseña. No se ha eliminado nada.",
  deleteEmailWrong: "Correo: escribe exactamente la dirección de tu cuenta. No se ha eliminado nada.",
  deleteStripeDown:
    "No se ha podido conectar con Stripe para cancelar tus suscripciones. No se ha eliminado nada: vuelve a intentarlo en un momento.",
  noPassword:
    "Tu cuenta no tiene contraseña: inicias sesión con un enlace por correo o con GitHub/Google. Para añadir una, usa «¿Has olvidado la contraseña?» en la página de inicio de sesión.",
  resetSent:
    "Si hay una cuenta con esa dirección, le hemos enviado un enlace para restablecer la contraseña. Caduca en 1 hora.",
  verifySent: "Hemos enviado un enlace nuevo a {email}. Caduca en 24 horas.",
  resetLogged:
    "No hay ningún servidor de correo configurado (EMAIL_SERVER): si hay una cuenta con esa dirección, el enlace para restablecer la contraseña se ha escrito en el registro del servidor. Caduca en 1 hora.",
  verifyLogged:
    "No hay ningún servidor de correo configurado (EMAIL_SERVER): el enlace nuevo para {email} se ha escrito en el registro del servidor. Caduca en 24 horas.",
  alreadyConfirmed: "Tu dirección ya está confirmada.",
  confirmFirst:
    "Primero confirma tu dirección de correo: abre el enlace que te hemos enviado o pide uno nuevo desde esta página.",
  keyNameRequired: "Nombre: ponle un nombre a la clave, p. ej. la app que la usará.",
  keyMissing: "Esa clave no existe.",
  keyRevoked: "Esa clave se ha revocado.",
  tooManyKeys: "Tienes {count} claves activas, el máximo por cuenta. Primero revoca una.",
  companyRequired: "Empresa: la organización para la que es la clave.",
  companyMax: "Empresa: como máximo {max} caracteres.",
  messageMin: "Mensaje: una o dos frases sobre el uso que le darás (al menos 10 caracteres).",
  messageMax: "Mensaje: como máximo 5.000 caracteres.",
  chooseKey: "Elige una clave.",
  urlHttps: "La URL debe usar https.",
  urlHttpsOrLocal: "La URL debe usar https (o http hacia localhost o 127.0.0.1).",
  urlNotAbsolute: "«{url}» no es una URL absoluta (p. ej. https://example.com/llar-webhook).",
  urlCredentials: "La URL no puede contener un nombre de usuario ni una contraseña.",
  priceRange: "El precio mínimo no puede ser superior al precio máximo.",
  priceWhole: "Los precios deben ser números enteros de euros, 0 o más.",
  webhookPlan: "Los webhooks requieren el plan {plan} o superior; la clave {prefix} tiene el plan {current}.",
  tooManyEndpoints: "Una clave puede tener como máximo {max} endpoints de webhook.",
  eventBusy: "Este evento se está entregando ahora mismo; vuelve a intentarlo en unos segundos.",
  noTestProperty: "Aún no hay ninguna vivienda para poner en un evento de prueba.",
  urlRequired: "Falta la URL.",
  urlTooLong: "La URL tiene más de {max} caracteres.",
  urlLocalDevOnly: "Las URL de localhost solo se aceptan en desarrollo.",
  notOneOf:
    "{field, select, op {La operación} type {El tipo} other {La parroquia}} debe ser uno de estos valores: {values}.",
  invalidEndpoint: "El endpoint no es válido.",
  keyPrefixRevoked: "La clave {prefix} está revocada.",
  noEndpoint: "No existe el endpoint de webhook {id}.",
  noEvent: "No existe el evento {id}.",
  urlNotPublic: "La URL debe apuntar a una dirección pública de internet.",
  tooManySends: "Demasiados eventos de prueba y reenvíos para este endpoint; vuelve a intentarlo en unos minutos.",
  endpointDisabled: "Este endpoint está desactivado; actívalo primero.",
  tooManyNewKeys: "Ya has creado el máximo de claves permitido en un día. Vuelve a intentarlo mañana.",
  deliveryRefused: "conexión rechazada",
  deliveryNoHost: "no se ha encontrado el nombre del servidor",
  deliveryTls: "error de TLS",
  deliveryReset: "conexión interrumpida",
  deliveryFailed: "la conexión ha fallado",
  deliveryNotPublic: "no es una dirección pública de internet",
  deliveryTimeout: "sin respuesta en {ms} ms",
  wrongCredentials: "El correo o la contraseña no son correctos.",
  linkInvalid:
    "Este enlace no es válido. Puede estar incompleto o un correo más reciente lo ha sustituido: usa el último.",
  linkExpired: "Este enlace ha caducado. Pide uno nuevo.",
  linkUsed: "Este enlace ya se ha usado. Pide uno nuevo si aún lo necesitas.",
  deliveryStatus: "HTTP {status}",
};
