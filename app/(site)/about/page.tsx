import type { Metadata } from "next";
import { languageAlternates, openGraphLocale } from "@/lib/i18n/alternates";
import { getI18n } from "@/lib/i18n/server";

export async function generateMetadata(): Promise<Metadata> {
  const { locale, t } = await getI18n();
  return {
    title: t("about.title"),
    description: t("about.lead"),
    alternates: await languageAlternates("/about", locale),
    openGraph: { title: t("about.title"), description: t("about.lead"), url: "/about", ...openGraphLocale(locale) },
  };
}

/** Data sources, their licences and the usage terms (docs/api.md#usage-terms). */
export default async function AboutPage() {
  const { t } = await getI18n();
  return (
    <article className="max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("about.title")}</h1>
        <p className="text-slate-700">{t("about.lead")}</p>
      </header>
      <section aria-labelledby="how" className="space-y-2">
        <h2 id="how" className="text-lg font-semibold">
          {t("about.how")}
        </h2>
        <p>{t("about.howText")}</p>
      </section>
      <section aria-labelledby="sources" className="space-y-2">
        <h2 id="sources" className="text-lg font-semibold">
          {t("about.sources")}
        </h2>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            {t("about.osm")} <a href="https://www.openstreetmap.org/copyright">openstreetmap.org/copyright</a> ·{" "}
            <a href="https://opendatacommons.org/licenses/odbl/">ODbL</a>
          </li>
          <li>
            {t("about.geonames")} <a href="https://www.geonames.org/">geonames.org</a> ·{" "}
            <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
          </li>
          <li>
            {t("about.pisos")} <a href="https://doi.org/10.5281/zenodo.10112197">doi.org/10.5281/zenodo.10112197</a> ·{" "}
            <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms" className="space-y-2">
        <h2 id="terms" className="text-lg font-semibold">
          {t("about.terms")}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t("about.term1")}</li>
          <li>{t("about.term2")}</li>
          <li>{t("about.term3")}</li>
          <li>{t("about.term4")}</li>
        </ol>
      </section>
    </article>
  );
}
