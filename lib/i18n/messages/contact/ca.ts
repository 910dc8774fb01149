// The contact page. Catalan is the source of the keys.
export const contact = {
  title: "Contacte",
  lead: "Com posar-te en contacte amb Llar.",
  adverts: "Sobre un anunci",
  advertsText:
    "Llar no publica anuncis: cada fitxa enllaça els anuncis de les fonts. Per preguntar per un habitatge, corregir-lo o retirar-lo, adreça't a l'agència o al portal enllaçat a la fitxa.",
  business: "API, Enterprise i empreses",
  businessText:
    "Per a l'API, un pla Enterprise, dades o qualsevol altra consulta, escriu-nos amb el formulari de contacte i et respondrem per correu.",
  form: "Obre el formulari de contacte",
  privacy: "Privadesa i les teves dades",
  privacyText:
    "Per veure, corregir, exportar o esborrar les dades que tenim sobre tu, o per a qualsevol pregunta de privadesa, escriu a <mail>{email}</mail>. Aquesta adreça és només per a sol·licituds sobre dades, no és el formulari comercial; la <privacy>pàgina de privadesa</privacy> explica què guardem i quant de temps.",
};
