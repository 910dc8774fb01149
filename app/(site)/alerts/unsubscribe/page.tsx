import type { Metadata } from "next";
import { savedSearchOfToken } from "@/lib/alerts/saved-searches";
import { getI18n } from "@/lib/i18n/server";
import { TokenActionPage } from "@/components/site/keep-posted/token-action-page";

type Props = { searchParams: Promise<{ token?: string; done?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("alerts.unsubscribe.title"), robots: { index: false, follow: false } };
}

/** The alert mail's unsubscribe link; mail clients use the one-click POST of its headers instead. */
export default async function UnsubscribePage({ searchParams }: Props) {
  const [{ t }, { token, done }] = await Promise.all([getI18n(), searchParams]);
  const search = done ? null : await savedSearchOfToken("unsubscribe", token);
  return (
    <TokenActionPage
      title={t("alerts.unsubscribe.title")}
      done={done || search?.unsubscribedAt ? t("alerts.unsubscribe.done") : null}
      text={search ? t("alerts.unsubscribe.text", { email: search.email }) : null}
      invalid={t("alerts.unsubscribe.invalid")}
      action={`/api/alerts/unsubscribe?token=${encodeURIComponent(token ?? "")}`}
      button={t("alerts.unsubscribe.button")}
    />
  );
}
