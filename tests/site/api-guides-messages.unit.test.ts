// The API guides' prose (apiGuides.* in lib/i18n/messages) keeps, in every language, the
// inline code, links and placeholders of the English text, and no ICU quoting swallows a
// tag: an apostrophe before "<" or "{" (French "l'<c>…") would quote the rest as text.
import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { LOCALES } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";

function flatten(obj: object, prefix = ""): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === "object" && v !== null
      ? flatten(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

const ENGLISH = new Map(flatten(MESSAGES.en.apiGuides));

/** Tags in order, inline code included ("c:/properties"), and placeholders, sorted. */
function skeleton(message: string): string[] {
  const code = [...message.matchAll(/<c>([^<]*)<\/c>/g)].map((m) => `c:${m[1]}`);
  const tags = [...message.matchAll(/<([a-z]+)>/g)].map((m) => m[1]).filter((t) => t !== "c");
  const args = [...message.matchAll(/\{(\w+)\}/g)].map((m) => `{${m[1]}}`);
  return [...code, ...tags, ...args].sort();
}

/** The message as text, each tag shown as [tag]…[/tag], each placeholder as «name». */
function rendered(locale: (typeof LOCALES)[number], key: string, message: string): string {
  const errors: string[] = [];
  const t = createTranslator({ locale, messages: MESSAGES[locale], onError: (e) => errors.push(e.message) });
  const tags = Object.fromEntries(
    [...message.matchAll(/<([a-z]+)>/g)].map((m) => [m[1], (chunks: string) => `[${m[1]}]${chunks}[/${m[1]}]`]),
  );
  const args = Object.fromEntries([...message.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], `«${m[1]}»`]));
  const out = (t.markup as unknown as (k: string, v: object) => string)(`apiGuides.${key}`, { ...tags, ...args });
  expect(errors, key).toEqual([]);
  return out;
}

describe.each(LOCALES)("apiGuides in %s", (locale) => {
  const messages = flatten(MESSAGES[locale].apiGuides);

  it("keeps the English code, links and placeholders", () => {
    const differ = messages.filter(([k, v]) => skeleton(v).join("|") !== skeleton(ENGLISH.get(k)!).join("|"));
    expect(differ.map(([k]) => k)).toEqual([]);
  });

  it("renders every tag as a tag (no apostrophe quoting one away)", () => {
    for (const [key, message] of messages) {
      const out = rendered(locale, key, message);
      expect(out, key).not.toMatch(/<\/?[a-z]+>|[{}]/);
    }
  });
});

it("catches an apostrophe that quotes a tag away", () => {
  expect(() =>
    expect(
      createTranslator({ locale: "fr", messages: { m: "l'<c>ETag</c> fort" } }).markup("m", {
        c: (chunks) => `[c]${chunks}[/c]`,
      }),
    ).not.toMatch(/<\/?[a-z]+>|[{}]/),
  ).toThrow();
});
