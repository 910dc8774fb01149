// Server-side i18n: which locale this request renders in, and a translator + formatters
// for it (use-intl's core, the engine under next-intl, without next-intl's path routing
// so property URLs stay locale-free). Server components call `getI18n()`.
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { createTranslator } from "use-intl/core";
import { localeFromAcceptLanguage } from "./accept-language";
import { createSiteFormat } from "./format";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_HEADER, type Locale } from "./locales";
import { MESSAGES } from "./messages";

/** proxy.ts's `?lang=` choice first, then the remembered cookie (the switcher's choice),
 *  then the browser's Accept-Language on a first visit, else Catalan. */
const getLocale = cache(async (): Promise<Locale> => {
  const requestHeaders = await headers();
  const fromQuery = requestHeaders.get(LOCALE_HEADER);
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isLocale(fromCookie)) return fromCookie;
  return localeFromAcceptLanguage(requestHeaders.get("accept-language")) ?? DEFAULT_LOCALE;
});

function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale] });
}

export type Translator = ReturnType<typeof translatorFor>;

export const getI18n = cache(async () => {
  const locale = await getLocale();
  return { locale, t: translatorFor(locale), format: createSiteFormat(locale) };
});

export type I18n = Awaited<ReturnType<typeof getI18n>>;
