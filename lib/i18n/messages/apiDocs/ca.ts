// The API documentation's chrome (/docs): navigation, intro, guide titles and the key
// form above the reference. The guides' bodies and Swagger UI itself stay in English.
export const apiDocs = {
  metaTitle: "Documentació de l'API",
  metaDescription: "L'API de Llar: referència, guies i proves en directe.",
  title: "API de Llar",
  lead: "Tots els habitatges en venda o lloguer d'Andorra com una fitxa per habitatge, amb l'anunci de cada font. URL base <code>{base}</code>. És la primera vegada? Comença per la <link>guia d'inici ràpid</link> o llegeix les guies:",
  nav: "Documentació",
  reference: "Referència de l'API",
  guideTitle: "{title} · Documentació de l'API",
  next: "Següent: {title} →",
  guides: {
    "quick-start": "Inici ràpid",
    plans: "Autenticació i plans",
    client: "Totes les operacions: curl, client JavaScript, Python",
    pagination: "Paginació: cursor o pàgina",
    sync: "Mantenir una còpia al dia amb /changes",
    webhooks: "Webhooks: els canvis, enviats a tu",
    limits: "Límits de freqüència i quotes",
    errors: "Errors",
    terms: "Condicions d'ús",
    versioning: "Versions",
  },
  authorize: {
    title: "Autoritza «Try it out»",
    yourKey: "La teva clau",
    signIn: "<link>Inicia la sessió</link> per triar una de les teves claus, o enganxa'n qualsevol.",
    fullKey: "Clau sencera (només es guarda en aquesta pestanya)",
    submit: "Autoritza",
    notFull: "Enganxa la clau sencera: comença per llar_.",
    wrongPrefix: "Aquesta clau no comença per {prefix}: enganxa la clau que has triat.",
    loading: "La referència encara s'està carregant; torna-ho a provar d'aquí a un moment.",
    done: "Autoritzada: les peticions de «Try it out» ara envien aquesta clau{prefix, select, none {} other { ({prefix}…)}}.",
  },
  loadingReference: "S'està carregant la referència de l'API…",
  referenceFailed: "No s'ha pogut carregar la referència de l'API ({error}).",
  descriptionFailed: "No s'ha pogut carregar la descripció de l'API ({error}).",
};

export type ApiDocsMessages = typeof apiDocs;
