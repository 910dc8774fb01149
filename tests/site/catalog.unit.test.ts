// The message catalogs (lib/i18n/messages): every language has exactly the keys of the
// Catalan source, every ICU message parses and formats (a broken plural would otherwise only
// show on a page), and every refusal code (lib/domain/refusal.ts) has a message in every
// language whose placeholders are exactly the values the code carries.
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { REFUSAL_CODES, REFUSAL_PARAMS, parseRefusal, RefusalError, type Refusal } from "@/lib/domain/refusal";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { englishRefusal, refusalText } from "@/lib/i18n/refusal-text";
import type { Translator } from "@/lib/i18n/server";

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

/** The argument names of an ICU message at any depth (inside plural and select branches too). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let i = 0;
  const text = () => {
    while (i < message.length && message[i] !== "}") {
      if (message[i++] === "{") argument();
    }
  };
  const argument = () => {
    const head = /^\s*(\w+)\s*(?:,\s*(\w+)\s*,?)?/.exec(message.slice(i))!;
    names.add(head[1]);
    i += head[0].length;
    if (head[2] === "plural" || head[2] === "select" || head[2] === "selectordinal") {
      // Options: `key {message}` until the argument's closing brace.
      while (i < message.length && message[i] !== "}") {
        if (message[i++] === "{") {
          text();
          i++;
        }
      }
      i++;
    } else {
      for (let depth = 1; depth > 0 && i < message.length; i++) depth += { "{": 1, "}": -1 }[message[i]] ?? 0;
    }
  };
  text();
  return [...names].sort();
}

describe("refusal codes", () => {
  it("are exactly the errors namespace of the Catalan source", () => {
    expect(Object.keys(MESSAGES.ca.errors).sort()).toEqual([...REFUSAL_CODES].sort());
  });

  it("reads the arguments of nested messages, not the words of their branches", () => {
    expect(argumentsOf("{field, select, op {Op} other {Parish}} must be one of {values}.")).toEqual([
      "field",
      "values",
    ]);
    expect(argumentsOf("Try again in {minutes, plural, one {# minute} other {# minutes in {place}}}.")).toEqual([
      "minutes",
      "place",
    ]);
  });

  describe.each(LOCALES)("in %s", (locale) => {
    const errors = MESSAGES[locale].errors as Record<string, string>;
    it.each(REFUSAL_CODES)("%s has a message with exactly its values as placeholders", (code) => {
      expect(typeof errors[code]).toBe("string");
      expect(argumentsOf(errors[code])).toEqual(Object.keys(REFUSAL_PARAMS[code]).sort());
    });
  });
});

describe("refusal text", () => {
  const t = (locale: "ca" | "fr") => createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translator;

  it("words the values in the reader's language, plan names too", () => {
    expect(refusalText({ code: "tooManyResets", params: { minutes: 2 } }, t("ca"))).toBe(
      "Massa sol·licituds de restabliment. Torna-ho a provar d'aquí a 2 minuts.",
    );
    expect(
      refusalText({ code: "webhookPlan", params: { plan: "starter", prefix: "llar_x", current: "free" } }, t("fr")),
    ).toBe("Les webhooks nécessitent le forfait Starter ou supérieur ; la clé llar_x est au forfait Gratuit.");
  });

  it("words a refusal in English for the CLI and the logs", () => {
    expect(englishRefusal({ code: "deliveryTimeout", params: { ms: 10000 } })).toBe("no answer within 10000 ms");
    expect(englishRefusal({ code: "tooManyAttempts", params: { minutes: 1 } })).toBe(
      "Too many failed attempts. Try again in 1 minute.",
    );
  });

  it("carries a refusal through an error's message, and nothing else", () => {
    const refusal: Refusal = { code: "noEvent", params: { id: "evt_1" } };
    expect(parseRefusal(new RefusalError(refusal).message)).toEqual(refusal);
    expect(parseRefusal('{"code":"noEvent"}')).toBeNull(); // its value is missing
    expect(parseRefusal('{"code":"madeUp"}')).toBeNull();
    expect(parseRefusal("Wrong email or password.")).toBeNull();
  });
});
