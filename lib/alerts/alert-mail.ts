// The wording of the alert mails, in the subscriber's language (saved_search.locale).
// Plain text like the account mails (lib/auth/account-mail.ts): every client shows it and
// a link cannot hide where it goes. The search is named in full: the page title plus its
// price limits and other filters.
import { createTranslator } from "use-intl/core";
import type { Mail } from "@/lib/auth/mailer";
import { createSiteFormat } from "@/lib/i18n/format";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { searchName } from "@/lib/i18n/search-heading";
import { propertyTitle } from "@/lib/i18n/title/property-title";
import type { SearchQuery } from "@/lib/search/search-query";
import type { AlertMatches } from "./alert-matches";
import { savedSearchHref } from "./saved-query";

function i18nFor(locale: string) {
  const l: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return { locale: l, t: createTranslator({ locale: l, messages: MESSAGES[l] }), format: createSiteFormat(l) };
}

/** RFC 8058 one-click unsubscribe: mail clients POST to the API twin of the page's
 *  link (app/api/alerts/unsubscribe) without opening a page. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  const oneClick = unsubscribeUrl.replace("/alerts/unsubscribe?", "/api/alerts/unsubscribe?");
  return { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

type Search = { email: string; locale: string; query: string };

export function confirmMail(search: Search, parsed: SearchQuery, origin: string, confirmUrl: string): Mail {
  const { t, locale } = i18nFor(search.locale);
  const name = `${searchName(parsed, t, locale)} — ${origin}${savedSearchHref(search.query)}`;
  return {
    to: search.email,
    subject: t("alerts.mail.confirmSubject"),
    text: `${t("alerts.mail.confirmText", { email: search.email, search: name, link: confirmUrl })}\n\n${t("alerts.mail.signature")}`,
  };
}

export function alertMail(
  search: Search,
  parsed: SearchQuery,
  matches: AlertMatches,
  origin: string,
  unsubscribeUrl: string,
): Mail {
  const { t, format, locale } = i18nFor(search.locale);
  const searchUrl = `${origin}${savedSearchHref(search.query)}`;
  const lines = matches.items.map(({ property: p, kind, before }) => {
    const price = format.priceRange(p.price) ?? t("alerts.mail.priceOnRequest");
    const perMonth = p.price.period === "month" && p.price.min !== null ? t("card.perMonth") : "";
    const tag =
      kind === "new"
        ? t("alerts.mail.newHome")
        : t("alerts.mail.priceDrop", { before: before === null ? "—" : format.money(before, p.price.currency) });
    return `• ${propertyTitle(p, locale)}\n  ${price}${perMonth} · ${tag}\n  ${p.url}`;
  });
  const more = matches.total - matches.items.length;
  return {
    to: search.email,
    subject: t("alerts.mail.alertSubject", { count: matches.total }),
    text: [
      searchName(parsed, t, locale),
      t("alerts.mail.intro"),
      lines.join("\n\n"),
      ...(more > 0 ? [t("alerts.mail.more", { count: more, link: searchUrl })] : []),
      t("alerts.mail.search", { link: searchUrl }),
      `${t("alerts.mail.unsubscribe", { link: unsubscribeUrl })}\n\n${t("alerts.mail.signature")}`,
    ].join("\n\n"),
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
