// The languages Llar speaks: the site, the portal and the feature labels ingestion reads
// (lib/domain/feature-labels.ts). Catalan, Andorra's official language, first. Everything
// else about languages (cookie, formats, names) is lib/i18n/locales.ts.
export const LOCALES = ["ca", "es", "fr", "en"] as const;
export type Locale = (typeof LOCALES)[number];
