// The privacy page. Catalan is the source of the keys.
export const privacy = {
  title: "Privadesa",
  lead: "Quines dades guarda Llar, quant de temps i qui en respon.",
  controller: "Qui n'és responsable",
  controllerText:
    "{controller} és el responsable del tractament de les dades personals descrites aquí. Per a qualsevol pregunta o sol·licitud sobre les teves dades, escriu a <mail>{email}</mail>.",
  visitors: "Visitants",
  visitorsText:
    "No cal cap compte per cercar habitatges. El lloc desa una sola galeta, llar-locale, amb l'idioma que has triat (es guarda un any). No hi ha analítica, publicitat ni seguiment de tercers.",
  favourites: "Preferits",
  favouritesText:
    "Els habitatges que marques com a preferits es queden al teu navegador (el seu emmagatzematge local), no als nostres servidors, fins que els treus o n'esborres les dades del lloc. Amb la sessió iniciada, es guarden amb el teu compte, fins que els treus o l'esborres.",
  alerts: "Avisos per correu i cerques desades",
  alertsText:
    "Quan demanes avisos guardem la teva adreça electrònica, la cerca, l'idioma i cada quant t'hem d'escriure. No t'enviem res fins que confirmes l'adreça amb l'enllaç que t'enviem. Cada avís porta un enllaç per donar-se de baixa; un avís donat de baixa s'esborra {days} dies després, i un avís que no s'ha confirmat mai s'esborra {days} dies després de demanar-lo.",
  accounts: "Comptes de desenvolupador",
  accountsText:
    "Si crees un compte per a l'API guardem el teu correu, el nom, la contrasenya xifrada, les claus d'API, el seu ús (sol·licituds per dia) i els webhooks, i una galeta de sessió mentre tens la sessió iniciada. Els registres d'entrega dels webhooks es guarden 30 dies. Si pagues un pla, Stripe gestiona el pagament; nosaltres només guardem l'identificador de client i l'estat de la subscripció. Esborrar el compte (Compte → Esborra) revoca les claus i esborra alhora totes les dades personals; els recomptes d'ús es queden, anonimitzats, i Stripe conserva les factures com exigeix la llei comptable.",
  logs: "Registres i límits contra abusos",
  logsText:
    "El servidor registra errors, no visites, i els seus registres es guarden com a màxim {logDays} dies. Per evitar abusos, els intents d'inici de sessió, de registre i d'avisos es compten per adreça IP durant una hora com a màxim.",
  adverts: "Anuncis",
  advertsText:
    "Els anuncis són públics i els publiquen les fonts; en mostrem el preu, l'agència i un enllaç a l'anunci original. Per corregir o retirar un anunci, contacta amb la font enllaçada.",
  rights: "Els teus drets",
  rightsText:
    "Pots demanar accedir a les teves dades, corregir-les, exportar-les o esborrar-les, o oposar-te al seu ús, escrivint a <mail>{email}</mail>; responem en el termini d'un mes. També pots presentar una reclamació a l'Agència Andorrana de Protecció de Dades (APDA).",
};
