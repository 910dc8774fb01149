import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

export const generateMetadata = () => textPageMetadata("/terms", "terms");

/** Terms of use and the attribution each data source's licence requires
 *  (pisos.ad CC BY-SA 4.0, OpenStreetMap ODbL 1.0, GeoNames CC BY 4.0). */
export default async function TermsPage() {
  const { t } = await getI18n();
  return (
    <TextPage title={t("terms.title")} lead={t("terms.lead")}>
      <TextSection id="terms-attribution" heading={t("terms.attribution")}>
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
      </TextSection>
      <TextSection id="terms-use" heading={t("terms.use")}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("terms.use1")}</li>
          <li>{t("terms.use2")}</li>
          <li>{t("terms.use3")}</li>
        </ul>
      </TextSection>
      <TextSection id="terms-accuracy" heading={t("terms.accuracy")}>
        <p>{t("terms.accuracyText")}</p>
      </TextSection>
    </TextPage>
  );
}
