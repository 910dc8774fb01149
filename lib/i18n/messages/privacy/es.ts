import type { privacy as ca } from "./ca";

export const privacy: typeof ca = {
  title: "Privacidad",
  lead: "Qué datos guarda Llar, durante cuánto tiempo y quién responde de ellos.",
  controller: "Quién es responsable",
  controllerText:
    "{controller} es el responsable del tratamiento de los datos personales descritos aquí. Para cualquier pregunta o solicitud sobre tus datos, escribe a <mail>{email}</mail>.",
  visitors: "Visitantes",
  visitorsText:
    "No hace falta ninguna cuenta para buscar viviendas. El sitio guarda una sola cookie, llar-locale, con el idioma que elegiste (se conserva un año). No hay analítica, publicidad ni seguimiento de terceros.",
  favourites: "Favoritos",
  favouritesText:
    "Las viviendas que marcas como favoritas se quedan en tu navegador (su almacenamiento local), no en nuestros servidores, hasta que las quitas o borras los datos del sitio. Con la sesión iniciada, se guardan con tu cuenta, hasta que las quitas o la eliminas.",
  alerts: "Avisos por correo y búsquedas guardadas",
  alertsText:
    "Cuando pides avisos guardamos tu dirección de correo, la búsqueda, su idioma y cada cuánto escribirte. No enviamos nada hasta que confirmas la dirección con el enlace que te mandamos. Cada aviso lleva un enlace para darse de baja; un aviso dado de baja se elimina {days} días después, y un aviso nunca confirmado se elimina {days} días después de pedirlo.",
  accounts: "Cuentas de desarrollador",
  accountsText:
    "Si creas una cuenta para la API guardamos tu correo, nombre, contraseña cifrada, claves de API, su uso (solicitudes por día) y los webhooks, y una cookie de sesión mientras tienes la sesión iniciada. Los registros de entrega de los webhooks se guardan 30 días. Si pagas un plan, Stripe gestiona el pago; solo guardamos el identificador de cliente y el estado de la suscripción. Eliminar la cuenta (Cuenta → Eliminar) revoca las claves y borra a la vez todos los datos personales; los recuentos de uso se quedan, anonimizados, y Stripe conserva sus facturas como exige la ley contable.",
  logs: "Registros y límites contra abusos",
  logsText:
    "El servidor registra errores, no visitas, y sus registros se guardan como máximo {logDays} días. Para evitar abusos, los intentos de inicio de sesión, de registro y de avisos se cuentan por dirección IP durante una hora como máximo.",
  adverts: "Anuncios",
  advertsText:
    "Los anuncios son públicos y los publican las fuentes; mostramos su precio, la agencia y un enlace al anuncio original. Para corregir o retirar un anuncio, contacta con la fuente enlazada.",
  rights: "Tus derechos",
  rightsText:
    "Puedes pedir acceder a tus datos, corregirlos, exportarlos o suprimirlos, u oponerte a su uso, escribiendo a <mail>{email}</mail>; respondemos en el plazo de un mes. También puedes reclamar ante la Agencia Andorrana de Protección de Datos (APDA).",
};
