import type { contact as ca } from "./ca";

export const contact: typeof ca = {
  title: "Contacto",
  lead: "Cómo ponerte en contacto con Llar.",
  adverts: "Sobre un anuncio",
  advertsText:
    "Llar no publica anuncios: cada ficha enlaza los anuncios de las fuentes. Para preguntar por una vivienda, corregirla o retirarla, dirígete a la agencia o al portal enlazado en la ficha.",
  business: "API, Enterprise y empresas",
  businessText:
    "Para la API, un plan Enterprise, datos o cualquier otra consulta, escríbenos con el formulario de contacto y te responderemos por correo.",
  form: "Abrir el formulario de contacto",
  privacy: "Privacidad y tus datos",
  privacyText:
    "Para ver, corregir, exportar o suprimir los datos que tenemos sobre ti, o para cualquier pregunta de privacidad, escribe a <mail>{email}</mail>. Esta dirección es solo para solicitudes sobre datos, no es el formulario comercial; la <privacy>página de privacidad</privacy> explica qué guardamos y durante cuánto tiempo.",
};
