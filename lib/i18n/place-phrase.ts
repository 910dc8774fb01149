// "in <place>" and "of <place>" in each site language, with the elision and article
// contraction each language requires for Andorran place names:
//   ca: a Encamp, al Tarter, a la Massana, d'Ordino, del Tarter, de la Massana, de les Escaldes
//   es: en Encamp, de Ordino, de La Massana (Spanish keeps a name's article as written)
//   fr: à Encamp, au Pas de la Casa (only French articles contract), d'Ordino, de La Massana
//   en: in Encamp, of Ordino
// Place names are the official Catalan ones (parishes) or OpenStreetMap's (towns), which
// write a leading article either way ("La Massana", "el Tarter", "l'Aldosa").
import type { Locale } from "./locales";

export type PlaceRelation = "in" | "of";

// Names usually said with an article that the data writes without one.
const WITH_ARTICLE: Partial<Record<Locale, Record<string, string>>> = {
  ca: { "Pas de la Casa": "el Pas de la Casa" },
  fr: { "Pas de la Casa": "Le Pas de la Casa" },
};
const CONTRACTED: Record<PlaceRelation, string> = { in: "al", of: "del" };
const CATALAN_ARTICLE = /^(el|els|la|les)\s+(.+)$/i;
const APOSTROPHE_ARTICLE = /^l['’](.+)$/i;
// Elision before a vowel or h; not before i/u acting as a consonant ("de Iugoslàvia", "de Huelva").
const ELIDES_CA = /^(h?[aeoàèéíòóú]|h?[iu](?![aeiouàèéíòóú]))/i;
const ELIDES_FR = /^(h?[aeiouyàâäéèêëîïôöûü])/i;

export function placePhrase(locale: Locale, relation: PlaceRelation, name: string): string {
  const trimmed = name.trim();
  const place = WITH_ARTICLE[locale]?.[trimmed] ?? trimmed;
  switch (locale) {
    case "ca":
      return catalan(relation, place);
    case "fr":
      return french(relation, place);
    case "es":
      return `${relation === "in" ? "en" : "de"} ${place}`;
    case "en":
      return `${relation === "in" ? "in" : "of"} ${place}`;
  }
}

function catalan(relation: PlaceRelation, place: string): string {
  const article = CATALAN_ARTICLE.exec(place);
  if (article) {
    // Running text writes a name's article in lower case and contracts a/de + el(s).
    const [, art, rest] = article;
    const lower = art.toLowerCase();
    if (lower === "el" || lower === "els") return `${CONTRACTED[relation]}${lower === "els" ? "s" : ""} ${rest}`;
    return `${relation === "in" ? "a" : "de"} ${lower} ${rest}`;
  }
  const elided = APOSTROPHE_ARTICLE.exec(place);
  if (elided) return `${relation === "in" ? "a" : "de"} l'${elided[1]}`;
  if (relation === "in") return `a ${place}`;
  return ELIDES_CA.test(place) ? `d'${place}` : `de ${place}`;
}

function french(relation: PlaceRelation, place: string): string {
  // French articles contract with à/de (au, aux, du, des); Catalan ones are part of the name.
  const article = /^(le|les)\s+(.+)$/i.exec(place);
  if (article && /^le$/i.test(article[1])) return `${relation === "in" ? "au" : "du"} ${article[2]}`;
  if (article) return `${relation === "in" ? "aux" : "des"} ${article[2]}`;
  if (relation === "in") return `à ${place}`;
  return ELIDES_FR.test(place) ? `d'${place}` : `de ${place}`;
}
