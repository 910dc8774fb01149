import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

export const generateMetadata = () => textPageMetadata("/terms", "terms");

/** Terms of use and the attribution each data source's licence requires
 *  (pisos.ad CC BY-SA 4.0, OpenStreetMap ODbL 1.0, GeoNames CC BY 4.0). */
export default async function TermsPage() {
  const { t } = await getI18n();
  return (
    <article className="max-w-3xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("terms.title")}</h1>
        <p className="text-slate-700">{t("terms.lead")}</p>
      </header>
      <section aria-labelledby="terms-attribution" className="space-y-2">
        <h2 id="terms-attribution" className="text-lg font-semibold">
          {t("terms.attribution")}
        </h2>
        <p>{t("terms.attributionLead")}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li data-testid="licence">
            {t("terms.pisos")} <a href="https://doi.org/10.5281/zenodo.10112197">doi.org/10.5281/zenodo.10112197</a> ·{" "}
            <a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>
          </li>
          <li data-testid="licence">
            {t("terms.osm")} <a href="https://www.openstreetmap.org/copyright">openstreetmap.org/copyright</a>
          </li>
          <li data-testid="licence">
            {t("terms.geonames")} <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>
          </li>
        </ul>
      </section>
      <section aria-labelledby="terms-use" className="space-y-2">
        <h2 id="terms-use" className="text-lg font-semibold">
          {t("terms.use")}
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("terms.use1")}</li>
          <li>{t("terms.use2")}</li>
          <li>{t("terms.use3")}</li>
        </ul>
      </section>
      <section aria-labelledby="terms-accuracy" className="space-y-2">
        <h2 id="terms-accuracy" className="text-lg font-semibold">
          {t("terms.accuracy")}
        </h2>
        <p>{t("terms.accuracyText")}</p>
      </section>
    </article>
  );
}
