import type { MailMessages } from "./ca";

export const mail: MailMessages = {
  signature: "— Llar, todas las viviendas en venta o alquiler de Andorra",
  notYou:
    "Si no has sido tú, restablece ahora la contraseña desde la página de inicio de sesión y ponte en contacto con nosotros.",
  magicLink: {
    subject: "Tu enlace para iniciar sesión en Llar",
    text: "Abre este enlace para iniciar sesión en Llar como {to} (caduca en 10 minutos y solo funciona una vez):",
    button: "Inicia sesión en Llar",
    after: "Si no lo has pedido tú, ignora este correo: nadie puede iniciar sesión sin abrir el enlace.",
  },
  verify: {
    subject: "Confirma tu dirección de correo en Llar",
    text: "Abre este enlace para confirmar que {to} es tu dirección (caduca en 24 horas):",
    after:
      "Hasta que lo hagas, puedes iniciar sesión pero no crear claves de API ni pagar.\nSi no has creado ninguna cuenta en Llar, ignora este correo.",
  },
  verified: {
    subject: "Tu dirección de correo está confirmada",
    text: "{to} ya está confirmada en tu cuenta de Llar: ya puedes crear claves de API y mejorar su plan.",
  },
  reset: {
    subject: "Restablece tu contraseña de Llar",
    text: "Alguien ha pedido restablecer la contraseña de la cuenta de Llar de {to}. Abre este enlace para elegir una nueva (caduca en 1 hora y solo funciona una vez):",
    after: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.",
  },
  passwordReset: {
    subject: "Se ha restablecido tu contraseña de Llar",
    text: "La contraseña de tu cuenta de Llar se ha restablecido con un enlace enviado por correo, y se han cerrado todas las sesiones.",
  },
  passwordChanged: {
    subject: "Se ha cambiado tu contraseña de Llar",
    text: "La contraseña de tu cuenta de Llar se ha cambiado, y se han cerrado todas las demás sesiones.",
  },
  signedOutEverywhere: {
    subject: "Se han cerrado todas tus sesiones de Llar",
    text: "Se han cerrado todas las sesiones de tu cuenta de Llar, como pediste. Vuelve a iniciar sesión donde lo necesites.",
  },
  deleted: {
    subject: "Se ha eliminado tu cuenta de Llar",
    text: "Se han eliminado tu cuenta de Llar y sus datos personales, se han revocado sus claves de API y se han cancelado sus suscripciones. Las estadísticas de uso se conservan sin nada que te identifique.",
    after: "Si no has sido tú, ponte en contacto con nosotros de inmediato.",
  },
};
