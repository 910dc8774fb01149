// Translations, not copies: every namespace folder is wired into every language, and
// nothing outside the whitelist is left in English in another language. (Key parity,
// formatting and the refusal codes are tests/site/catalog.unit.test.ts's.)
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

function flatten(obj: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === "object" && v !== null) for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

const FLAT = Object.fromEntries(LOCALES.map((l) => [l, flatten(MESSAGES[l])])) as Record<Locale, Map<string, string>>;

// Namespaces kept in their own files (lib/i18n/messages/<namespace>/{ca,es,fr,en}.ts).
const DIR = join(import.meta.dirname, "../../lib/i18n/messages");
const NAMESPACES = readdirSync(DIR).filter((f) => statSync(join(DIR, f)).isDirectory());

/** The same word in English and in that language (brand and product names, technical
 *  terms, true cognates). Anything else identical to English is an untranslated string. */
const SAME_AS_ENGLISH: Record<Exclude<Locale, "en">, string[]> = {
  ca: ["Sessions", "Errors", " (manual)", "Plans", "Quota", "no"],
  es: ["Plan", "Plan: ", "Parking", " (manual)", "no"],
  fr: [
    "Actions",
    "Code",
    "Sessions",
    "Contact",
    "Description",
    "Photos",
    "Source",
    "Sources",
    "Surface",
    "Type",
    "Page {page}",
    "Pagination",
    // Lower-case field names of the search page's notes (siteNotes.field).
    "type",
    "page",
    "{pages, plural, one {# page} other {# pages}}",
    "Chalet",
    "Duplex",
    "Studio",
    "Parking",
    "Quota",
  ],
};
const NAMES = [
  "Llar",
  "API",
  "Webhooks",
  "Endpoint",
  "Endpoints",
  "Node.js: verify.js",
  "URL",
  "Starter",
  "Pro",
  "Enterprise",
  "Llar Enterprise",
  "Loft",
  "HTTP {status}",
];

/** Only placeholders and punctuation ("{op} {inPlace}", "{status}"): nothing to translate. */
const hasWords = (v: string) => /\p{L}/u.test(v.replace(/\{[^{}]*\}/g, ""));

function copiedFromEnglish(locale: Exclude<Locale, "en">, catalog: Map<string, string>): string[] {
  const allowed = new Set([...NAMES, ...SAME_AS_ENGLISH[locale]]);
  return [...catalog]
    .filter(([k, v]) => FLAT.en.get(k) === v && hasWords(v) && !allowed.has(v))
    .map(([k, v]) => `${k}: ${v}`);
}

describe("message catalogs", () => {
  it("has the namespaces in their own files, wired into every language", () => {
    expect(NAMESPACES.length).toBeGreaterThan(0);
    for (const ns of NAMESPACES) {
      for (const locale of LOCALES) expect(Object.keys(MESSAGES[locale]), `${locale} lacks ${ns}`).toContain(ns);
    }
  });

  it.each(["ca", "es", "fr"] as const)("%s leaves nothing in English outside the whitelist", (locale) => {
    expect(copiedFromEnglish(locale, FLAT[locale])).toEqual([]);
  });

  it("catches a value copied from English (the check is live)", () => {
    const copied = new Map(FLAT.fr).set("auth.signIn.title", FLAT.en.get("auth.signIn.title")!);
    expect(copiedFromEnglish("fr", copied)).toEqual([`auth.signIn.title: ${FLAT.en.get("auth.signIn.title")}`]);
  });
});
