import type { Metadata } from "next";
import Link from "next/link";
import { comparePlaceNames } from "@/lib/geo";
import { languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { getI18n } from "@/lib/i18n/server";
import { listParishes } from "@/lib/search/reference";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getI18n();
  return {
    title: t("parish.all"),
    description: t("parish.allLead"),
    alternates: await languageAlternates("/parishes", locale),
    openGraph: {
      title: t("parish.all"),
      description: t("parish.allLead"),
      url: "/parishes",
      ...openGraphLocale(locale),
    },
  };
}

export default async function ParishesPage() {
  const [{ data: parishes }, { t }] = await Promise.all([listParishes(), getI18n()]);
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("parish.all")}</h1>
      <p className="text-slate-700">{t("parish.allLead")}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {parishes.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-4">
            <h2 className="font-semibold">
              <Link prefetch={false} href={`/parishes/${p.id}`}>
                {p.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {p.towns.toSorted(comparePlaceNames).slice(0, 6).join(", ")}
              {p.towns.length > 6 ? "…" : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
