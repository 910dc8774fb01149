import type { Metadata } from "next";
import { savedSearchOfToken } from "@/lib/alerts/saved-searches";
import { getI18n } from "@/lib/i18n/server";
import { TokenActionPage } from "@/components/site/keep-posted/token-action-page";

type Props = { searchParams: Promise<{ token?: string; done?: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("alerts.confirm.title"), robots: { index: false, follow: false } };
}

/** Double opt-in: the emailed link opens this page; its button confirms (a POST, so mail scanners do not). */
export default async function ConfirmAlertsPage({ searchParams }: Props) {
  const [{ t }, { token, done }] = await Promise.all([getI18n(), searchParams]);
  const search = done ? null : await savedSearchOfToken("confirm", token);
  return (
    <TokenActionPage
      title={t("alerts.confirm.title")}
      done={done ? t("alerts.confirm.done") : null}
      text={search && !search.unsubscribedAt ? t("alerts.confirm.text", { email: search.email }) : null}
      invalid={t("alerts.confirm.invalid")}
      action={`/api/alerts/confirm?token=${encodeURIComponent(token ?? "")}`}
      button={t("alerts.confirm.button")}
    />
  );
}
