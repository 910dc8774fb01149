"use client";
// Client components of the portal (forms, dialogs) translate with use-intl's React API.
// The portal layout hands them the portal's namespaces for the request's locale (the
// same choice as getI18n on the server), so the server and the browser render alike.
import { IntlProvider, useTranslations } from "use-intl";
import type { Locale } from "./locales";
import type { Messages } from "./messages";
import type { Translator } from "./server";

/** The namespaces the portal's client components use (the site's stay on the server). */
export type ClientMessages = Pick<Messages, "auth" | "account" | "plans" | "webhooks" | "apiDocs">;

export function ClientIntl({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: ClientMessages;
  children: React.ReactNode;
}) {
  // Portal dates are in UTC (lib/portal/format.ts); naming it keeps server and browser equal.
  return (
    <IntlProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </IntlProvider>
  );
}

/** Full-path keys ("auth.signIn.submit"), type-checked against the Catalan source like
 *  the server's `t` (use-intl's own hook is untyped without a global AppConfig). */
export function useT(): Translator {
  return useTranslations() as unknown as Translator;
}
