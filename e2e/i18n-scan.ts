// Untranslated-string detector built from the message catalogs: the literal text of every
// message (ICU placeholders, plural/select keys and rich-text tags removed), per language.
// A page in language L fails when its visible text contains a fragment of another
// language's catalog that is not also text of L's catalog (names, cognates).
import { expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { LOCALES, type Locale } from "../lib/i18n/locales";
import { MESSAGES } from "../lib/i18n/messages";

/** The literal runs of an ICU message: "{count, plural, one {# home} other {# homes}}" →
 *  ["home", "homes"]; "Read the <link>guide</link>." → ["Read the", "guide", "."]. */
function literalFragments(message: string): string[] {
  const out: string[] = [];
  let i = 0;
  function text(stopAtBrace: boolean, inPlural: boolean): void {
    let run = "";
    const flush = () => {
      out.push(run);
      run = "";
    };
    while (i < message.length) {
      const c = message[i];
      if (c === "}" && stopAtBrace) return flush();
      if (c === "{") {
        flush();
        argument();
        continue;
      }
      if (c === "#" && inPlural) {
        flush();
        i++;
        continue;
      }
      const tag = /^<\/?[a-zA-Z]+>/.exec(message.slice(i));
      if (tag) {
        flush();
        i += tag[0].length;
        continue;
      }
      run += c;
      i++;
    }
    flush();
  }
  function argument(): void {
    const close = message.indexOf("}", i);
    const head = /^\{\s*\w+\s*(?:,\s*(\w+)\s*(?:,)?)?/.exec(message.slice(i));
    if (!head || !head[1] || head[1] === "number" || head[1] === "date" || head[1] === "time") {
      i = close + 1; // {name} or {n, number}: a placeholder
      return;
    }
    i += head[0].length;
    const plural = head[1] !== "select";
    // Branches: `key {text}` until the argument's closing brace.
    while (i < message.length) {
      while (/\s/.test(message[i])) i++;
      if (message[i] === "}") {
        i++;
        return;
      }
      const open = message.indexOf("{", i);
      i = open + 1;
      text(true, plural);
      i++; // the branch's closing brace
    }
  }
  text(false, false);
  return out.map((f) => f.replace(/[\s\u00a0\u202f]+/g, " ").trim()).filter((f) => /\p{L}.*\p{L}.*\p{L}/u.test(f));
}

function flatValues(obj: object): string[] {
  return Object.values(obj).flatMap((v) => (typeof v === "object" && v !== null ? flatValues(v) : [String(v)]));
}

/** A message's fragments worth looking for: a whole message ("Billing") always; a piece of
 *  one ("Les" of "Les {count} dernières…") only with two words or more, since a lone
 *  common word is often a word of the other languages too. */
function searchable(message: string): string[] {
  const fragments = literalFragments(message);
  if (fragments.length === 1 && fragments[0] === message.trim()) return fragments;
  return fragments.filter((f) => f.includes(" "));
}

const FRAGMENTS = Object.fromEntries(
  LOCALES.map((l) => [l, new Set(flatValues(MESSAGES[l]).flatMap(searchable))]),
) as Record<Locale, Set<string>>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// Whole words only: "Pisos.ad" does not contain the word "Piso".
const wholeWords = (f: string, flags = "u") => new RegExp(`(?<![\\p{L}\\p{N}])${escape(f)}(?![\\p{L}\\p{N}])`, flags);

/** Fragments of other languages that must not show on a page in `locale` (built once per
 *  language: thousands of expressions, tested against every page). */
const foreignCache = new Map<Locale, { text: string; from: Locale; re: RegExp }[]>();
function foreignFragments(locale: Locale): { text: string; from: Locale; re: RegExp }[] {
  const cached = foreignCache.get(locale);
  if (cached) return cached;
  const own = FRAGMENTS[locale];
  const seen = new Set<string>();
  const found = LOCALES.filter((l) => l !== locale).flatMap((from) =>
    [...FRAGMENTS[from]]
      .filter((f) => !own.has(f) && !seen.has(f) && seen.add(f))
      .map((f) => ({ text: f, from, re: wholeWords(f) })),
  );
  foreignCache.set(locale, found);
  return found;
}

/** The page text without the language's own messages, longest first: "Crea una clau"
 *  (Catalan) must not be read as the Spanish "Crea una". */
const OWN_LONGEST_FIRST = Object.fromEntries(
  LOCALES.map((l) => [l, [...FRAGMENTS[l]].sort((a, b) => b.length - a.length)]),
) as Record<Locale, string[]>;
function withoutOwnText(text: string, locale: Locale): string {
  const own = OWN_LONGEST_FIRST[locale];
  return own.reduce((rest, f) => (rest.includes(f) ? rest.replace(wholeWords(f, "gu"), "\n") : rest), text);
}

/** The page's own text: the title and every text node (closed dialogs and options
 *  included), without parts declared in another language (adverts, the switcher's
 *  language names, the OpenAPI document's English prose inside Swagger UI) and without
 *  code (translate="no": the guides' samples, Swagger UI's paths, names and bodies). */
async function pageText(page: Page, locale: Locale): Promise<string> {
  const text = await page.evaluate((lang) => {
    const skip = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(e.tagName)) return true;
        if (e.getAttribute("translate") === "no") return true;
        const l = e.getAttribute("lang");
        if (l !== null) return l !== lang;
      }
      return false;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts = [document.title];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (!skip(n.parentElement)) parts.push(n.nodeValue ?? "");
    return parts.join(" \n ");
  }, locale);
  return text.replace(/[ \t\u00a0\u202f]+/g, " ");
}

// Place names are proper nouns, the same in every language ("Pas de la Casa" is not the
// Catalan word "Casa" left untranslated): taken out before the search, longest first.
const namesIn = (file: string) =>
  (JSON.parse(readFileSync(new URL(`../data/reference/${file}`, import.meta.url), "utf8")) as { name: string }[]).map(
    (p) => p.name,
  );
const PLACE_NAMES = [...namesIn("towns.json"), ...namesIn("parishes.json")].sort((a, b) => b.length - a.length);
const withoutPlaceNames = (text: string) =>
  PLACE_NAMES.reduce((rest, name) => (rest.includes(name) ? rest.replace(wholeWords(name, "gu"), "\n") : rest), text);

/** The hits of each text already searched: a page scanned again at another width usually
 *  reads the same words, and the search costs a few hundred milliseconds a page. */
const searched = new Map<string, string[]>();

/** Every foreign fragment found (and any raw message key) on the page. */
export async function foreignText(page: Page, locale: Locale): Promise<string[]> {
  const shown = await pageText(page, locale);
  const key = `${locale}\n${shown}`;
  const known = searched.get(key);
  if (known) return known;
  const hits = searchText(shown, locale);
  searched.set(key, hits);
  return hits;
}

function searchText(shown: string, locale: Locale): string[] {
  const text = withoutOwnText(withoutPlaceNames(shown), locale);
  // A plain substring search first: most fragments are nowhere on the page, and thousands of
  // Unicode look-around expressions over a long guide cost seconds a scan.
  const hits = foreignFragments(locale)
    .filter((f) => text.includes(f.text) && f.re.test(text))
    .map((f) => `${f.from}: "${f.text}"`);
  const rawKeys =
    text.match(/\b(?:auth|account|plans|webhooks|apiDocs|apiGuides|errors|mail)\.[a-zA-Z]+(?:\.[a-zA-Z-]+)*\b/g) ?? [];
  return [...hits, ...rawKeys];
}

export async function expectNoForeignText(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  expect(await foreignText(page, locale), `untranslated text on ${page.url()} (${locale})`).toEqual([]);
}
