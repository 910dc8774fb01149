// Every language has every message of the Catalan source, and every ICU message parses
// and formats (a broken plural would otherwise only show on a page).
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const catalan = keys(MESSAGES.ca).sort();
const values = {
  count: 2,
  page: 3,
  n: 1,
  total: 4,
  op: "X",
  name: "Canillo",
  fields: "minPrice",
  source: "Pisos.ad",
  ofPlace: "d'Ordino",
  inPlace: "a Ordino",
  types: "Pis",
  language: "francès",
  gender: "f",
  min: "1",
  max: "2",
  list: "ascensor",
  percent: "-5 %",
  date: "12 de nov.",
  was: "1 €",
  price: "2 €",
  amount: "3 €",
  sources: "A, B",
  email: "anna@example.com",
  link: "https://llar.example/search",
  search: "Venda a Ordino",
  before: "350.000 €",
};

/** The values a message asks for: the fixed ones above, 2 for any other argument (a number
 *  satisfies plural, select's `other` and plain placeholders) and a pass-through for rich
 *  text tags (<link>…</link>). */
function valuesFor(message: string): Record<string, unknown> {
  const args = [...message.matchAll(/\{\s*([a-zA-Z0-9_]+)/g)].map((m) => m[1]);
  const tags = [...message.matchAll(/<([a-zA-Z]+)>/g)].map((m) => m[1]);
  return {
    ...Object.fromEntries(args.map((a) => [a, 2])),
    ...values,
    ...Object.fromEntries(tags.map((tag) => [tag, (chunks: string[]) => chunks.join("")])),
  };
}

const valueAt = (messages: object, key: string) =>
  key.split(".").reduce((o: unknown, p) => (o as Record<string, unknown>)[p], messages) as string;

describe.each(LOCALES)("messages %s", (locale) => {
  it("has exactly the Catalan keys", () => {
    expect(keys(MESSAGES[locale]).sort()).toEqual(catalan);
  });

  it("formats every message without errors and without empty strings", () => {
    const errors: string[] = [];
    const t = createTranslator({ locale, messages: MESSAGES[locale], onError: (e) => errors.push(e.message) });
    for (const key of catalan) {
      const out = (t as unknown as (k: string, v: object) => string)(key, valuesFor(valueAt(MESSAGES[locale], key)));
      expect(out.trim(), key).not.toBe("");
    }
    expect(errors).toEqual([]);
  });

  it("differs from Catalan for most text (it is translated, not copied)", () => {
    if (locale === "ca") return;
    const flat = (m: object) =>
      new Map(
        keys(m).map((k) => [
          k,
          k.split(".").reduce((o: unknown, p) => (o as Record<string, unknown>)[p], m as unknown),
        ]),
      );
    const ca = flat(MESSAGES.ca);
    const other = flat(MESSAGES[locale]);
    const same = [...ca.keys()].filter((k) => ca.get(k) === other.get(k));
    expect(same.length / ca.size).toBeLessThan(0.15);
  });
});

// A key the code asks for but no language has would render the raw key on a page.
describe("message keys used by the code", () => {
  it("all exist in the messages", async () => {
    const { readFileSync, readdirSync, statSync } = await import("node:fs");
    const { join } = await import("node:path");
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const known = new Set(catalan);
    const missing: string[] = [];
    for (const file of ["app", "components", "lib/i18n"].flatMap(files)) {
      for (const m of readFileSync(file, "utf8").matchAll(
        /\bt(?:\.rich)?\(\s*["`]([a-zA-Z]+(?:\.[a-zA-Z_-]+)+)["`]/g,
      )) {
        if (!known.has(m[1])) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
