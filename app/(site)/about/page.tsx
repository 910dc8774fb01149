import { TextPage, TextSection } from "@/components/site/text-page";
import { textPageMetadata } from "@/lib/i18n/page-metadata";
import { getI18n } from "@/lib/i18n/server";

export const generateMetadata = () => textPageMetadata("/about", "about");

/** Data sources, their licences and the usage terms (docs/api.md#usage-terms). */
export default async function AboutPage() {
  const { t } = await getI18n();
  return (
    <TextPage title={t("about.title")} lead={t("about.lead")}>
      <TextSection id="how" heading={t("about.how")}>
        <p>{t("about.howText")}</p>
      </TextSection>
      <TextSection id="sources" heading={t("about.sources")}>
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
          <li id="demo-photos">{t("about.demoPhotos")}</li>
        </ul>
      </TextSection>
      <TextSection id="terms" heading={t("about.terms")}>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t("about.term1")}</li>
          <li>{t("about.term2")}</li>
          <li>{t("about.term3")}</li>
          <li>{t("about.term4")}</li>
        </ol>
      </TextSection>
    </TextPage>
  );
}
