// The portal (account, pricing, docs) in the visitor's language: client components get
// the portal's messages for the locale the root layout rendered in.
import { ClientIntl } from "@/lib/i18n/client";
import { MESSAGES } from "@/lib/i18n/messages";
import { getI18n } from "@/lib/i18n/server";

export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  const { locale } = await getI18n();
  const { auth, account, plans, webhooks, apiDocs } = MESSAGES[locale];
  return (
    <ClientIntl locale={locale} messages={{ auth, account, plans, webhooks, apiDocs }}>
      {children}
    </ClientIntl>
  );
}
