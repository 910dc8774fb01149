import type { Metadata } from "next";
import Link from "next/link";
import { deleteSavedSearchAction } from "@/lib/alerts/actions/manage";
import { savedSearchHref, savedSearchQuery } from "@/lib/alerts/saved-query";
import { listSavedSearches } from "@/lib/alerts/saved-searches";
import { requireUser } from "@/lib/auth/session";
import { getI18n } from "@/lib/i18n/server";
import { searchTitle } from "@/lib/i18n/search-title";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getI18n();
  return { title: t("alerts.manage.title"), robots: { index: false, follow: false } };
}

/** A signed-in reader's saved searches: what each looks for, how often, and delete. */
export default async function SavedSearchesPage() {
  const user = await requireUser("/alerts");
  const [{ t, locale }, searches] = await Promise.all([getI18n(), listSavedSearches(user.id)]);
  return (
    <article className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("alerts.manage.title")}</h1>
      {searches.length === 0 ? (
        <p data-testid="saved-searches-empty">{t("alerts.manage.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="saved-searches">
          {searches.map((s) => {
            const parsed = savedSearchQuery(s.query);
            const state = s.unsubscribedAt
              ? t("alerts.manage.stopped")
              : !s.confirmedAt
                ? t("alerts.manage.pending")
                : t(s.frequency === "daily" ? "alerts.save.daily" : "alerts.save.immediate");
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-medium">
                    {parsed ? searchTitle(parsed, t, locale) : t("alerts.manage.everything")}
                  </p>
                  <p className="text-sm text-slate-700">
                    {s.email} · {state}
                  </p>
                  <Link prefetch={false} href={savedSearchHref(s.query)} className="text-sm">
                    {t("alerts.manage.open")}
                  </Link>
                </div>
                <form action={deleteSavedSearchAction}>
                  <input type="hidden" name="id" value={s.id} />
                  <button
                    type="submit"
                    className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                  >
                    {t("alerts.manage.delete")}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
